import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { contentFolder, contentLabel } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { translationOf } from '../i18n/translation-of.ts';
import type { BodyInFolder } from '../posts/body-source.ts';
import { postImagesFolder } from '../posts/read-posts.ts';
import { PROJECTS_FOLDER, projectBodies } from '../projects/project-bodies.ts';
import { renderedText, type ProjectPageText } from '../projects/project-page-text.ts';
import { readProjectStories, type ProjectStory } from '../projects/read-project-stories.ts';
import type { PostsApi } from './posts.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_ID = 'virtual:project-pages-entry';
const INDEX_ID = 'virtual:project-pages';
/** The query that marks a story's module: `/…/projects/<name>.md?project-story`. */
const STORY_QUERY = '?project-story';
const stylesheet = resolve(root, 'src/shared/posts/post-content.css');

/** What the plugin offers the other plugins of the build. */
export interface ProjectPagesApi {
  /** Every project page of the site, in every language, as words (for the site's search). */
  pages(): Promise<readonly ProjectPageText[]>;
}

const specifier = (path: string) => JSON.stringify(path.replaceAll('\\', '/'));

/**
 * The projects' stories (the content folder's projects/<name>.md or .ipynb, `<name>.<folder>.md`
 * in another language of site.ts; see tooling/projects/project-bodies.ts), rendered at build time by
 * the posts' pipeline (`posts`, its api: the same Markdown, math, code, notebooks and pictures):
 * - `virtual:project-pages-entry`: `hasProjectPages` (a constant: false drops the pages' code from
 *   the bundle), `projectPages`, each project that has a story (its place in projects.ts and its
 *   page's name), and when there are any, `importProjectPages` (a dynamic import of
 *   `virtual:project-pages`) and the stories' stylesheet: the initial bundle holds a line per such
 *   project and the page's code, and nothing at all of them without one;
 * - `virtual:project-pages`: one lazily imported module per story, keyed "<language>/<name>";
 * - `<content>/projects/<file>?project-story`: a story's HTML, as a post's module is.
 * A story that matches no project is the content check's to report (tooling/content/validate-content.ts);
 * a story that cannot be read or rendered stops the build here, naming the file.
 */
export function projectPages(
  posts: PostsApi,
  { stop = stopOnProblem }: { stop?: (message: string) => never } = {},
): Plugin<ProjectPagesApi> & { api: ProjectPagesApi } {
  let projectsDir = join(contentFolder(), PROJECTS_FOLDER);
  // read once per build; the dev server forgets it when a story or the content changes
  let cache: Promise<{ stories: ProjectStory[]; errors: string[] }> | undefined;
  const read = () =>
    (cache ??= loadContent().then(({ projects, site }) => {
      const files = projectBodies(contentFolder(), contentLabel(), projects, siteLanguages(site)).bodies;
      return readProjectStories(files);
    }));
  const inFolder = (story: ProjectStory): BodyInFolder => ({
    source: story.source,
    imagesDir: postImagesFolder(projectsDir),
  });
  posts.addBodies(async () => (await read()).stories.map(inFolder));

  const pages = async (): Promise<ProjectPageText[]> => {
    const content = await loadContent();
    const { stories } = await read();
    const languages = siteLanguages(content.site);
    // each story's words, by "<language>/<name>"
    const texts = new Map<string, Pick<ProjectPageText, 'storyLanguage' | 'headings' | 'text'>>();
    for (const story of stories) {
      const { html } = await posts.render(inFolder(story));
      texts.set(`${story.language.tag}/${story.slug}`, { ...renderedText(html), storyLanguage: story.language.tag });
    }
    const defaultTag = languages[0]?.tag;
    const result: ProjectPageText[] = [];
    for (const [place, language] of languages.entries()) {
      const words = place === 0 ? content : (await translationOf(content, language.tag)).words;
      for (const story of stories.filter((candidate) => candidate.language.tag === defaultTag)) {
        const project = words.projects[story.index] ?? content.projects[story.index];
        const body = texts.get(`${language.tag}/${story.slug}`) ?? texts.get(`${defaultTag}/${story.slug}`);
        if (!project || !body) continue;
        result.push({
          ...body,
          index: story.index,
          language: language.tag,
          path: `${language.prefix ? `/${language.prefix}` : ''}/projects/${story.slug}`,
          title: project.title,
          description: project.description,
          technologies: project.technologies,
        });
      }
    }
    return result;
  };

  const forget = () => {
    cache = undefined;
    posts.forget();
  };
  const reload = (server: ViteDevServer) => {
    forget();
    reloadVirtualModules(server, [ENTRY_ID, INDEX_ID]);
  };

  return {
    name: 'project-pages',
    api: { pages },
    configResolved() {
      projectsDir = join(contentFolder(), PROJECTS_FOLDER);
    },
    async buildStart() {
      cache = undefined;
      const { stories, errors } = await read();
      for (const story of stories) {
        const rendered = await posts.render(inFolder(story));
        errors.push(...rendered.errors);
        for (const warning of rendered.warnings) this.warn(warning);
      }
      if (errors.length > 0)
        stop(
          `Invalid project stories (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n  - ${errors.join('\n  - ')}`,
        );
    },
    resolveId(id) {
      return id === ENTRY_ID || id === INDEX_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${ENTRY_ID}`) {
        const { stories } = await read();
        // the stories in the default language (each translation is of one of them): one page per project
        const pagesOf = stories
          .filter((story) => story.language.prefix === '')
          .map(({ index, slug }) => ({ index, slug }));
        if (pagesOf.length === 0)
          return 'export const hasProjectPages = false;\nexport const projectPages = [];\nexport const importProjectPages = undefined;\n';
        return [
          `import ${JSON.stringify(stylesheet)};`,
          'export const hasProjectPages = true;',
          `export const projectPages = ${JSON.stringify(pagesOf)};`,
          `export const importProjectPages = () => import(${JSON.stringify(INDEX_ID)});`,
          '',
        ].join('\n');
      }
      if (id === `\0${INDEX_ID}`) {
        const { stories } = await read();
        return [
          'export const stories = {',
          ...stories.map(
            (story) =>
              `  ${JSON.stringify(`${story.language.tag}/${story.slug}`)}: () => import(${specifier(`${story.path}${STORY_QUERY}`)}),`,
          ),
          '};',
          '',
        ].join('\n');
      }
      if (!id.endsWith(STORY_QUERY)) return undefined;
      const path = id.slice(0, -STORY_QUERY.length);
      if (!path.startsWith(projectsDir + sep)) return undefined;
      const story = (await read()).stories.find((candidate) => candidate.path === path);
      if (!story) this.error(`${path} is no project's story`);
      const rendered = await posts.render(inFolder(story));
      if (rendered.errors.length > 0) this.error(rendered.errors.join('\n'));
      return posts.module(inFolder(story));
    },
    configureServer(server) {
      // a story added, removed or edited, or a project renamed: the pages are built afresh
      const content = contentFolder();
      server.watcher.add(projectsDir);
      const onChange = (file: string) => {
        if (
          (file.startsWith(projectsDir + sep) && /\.(md|ipynb)$/.test(file)) ||
          (file.startsWith(content + sep) && file.endsWith('projects.ts'))
        )
          reload(server);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
