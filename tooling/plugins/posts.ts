import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent } from '../content/load-content.ts';
import { siteLanguages, type LanguagePlace } from '../i18n/site-languages.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import type { BodyInFolder, BodySource } from '../posts/body-source.ts';
import { indexModule, POST_QUERY, postModule } from '../posts/post-modules.ts';
import { postImagesFolder, postsFolder, readPosts, summaryOf, type PostSource } from '../posts/read-posts.ts';
import type { PostSummary } from '../../src/shared/posts/post-summary.ts';
import { mathFontName, mathFontSubset } from '../posts/math-font.ts';
import { generatedFolder, mathStylesheet, mathStylesheetName } from '../posts/post-math-stylesheet.ts';
import { renderNotebook } from '../posts/render-notebook.ts';
import { renderPost, type RenderedPost } from '../posts/render-post.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_ID = 'virtual:posts-entry';
const INDEX_ID = 'virtual:posts';
const pictureHelper = resolve(root, 'src/shared/posts/picture-html.ts');
const stylesheet = resolve(root, 'src/shared/posts/post-content.css');
const notebookStylesheet = resolve(root, 'src/shared/posts/post-notebook.css');
/** What the plugin offers the other plugins of the build (the search index). */
/** A post's module names `<posts folder>/<file>?post`. */
const POST_MODULE = new RegExp(`\\.(md|ipynb)\\${POST_QUERY}$`);

/** Writes a generated file unless it is there already (its name carries its content's hash). */
function writeOnce(path: string, content: string | Uint8Array): void {
  if (existsSync(path)) return;
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/**
 * The files only this post needs, written where the bundler takes them: its math stylesheet (a post
 * with math; `mathFont` gives the font's file), the notebook stylesheet (a notebook), and the images
 * saved in a notebook. A post with neither links no stylesheet more than the site's.
 */
async function generatedFiles(
  rendered: RenderedPost,
  generated: string,
  mathFont: () => Promise<string>,
): Promise<string[]> {
  const stylesheets: string[] = [];
  if (rendered.math) {
    const css = mathStylesheet(rendered.math.styles, generated, await mathFont());
    const path = join(generated, mathStylesheetName(css));
    writeOnce(path, css);
    stylesheets.push(path);
  }
  if (rendered.notebook) stylesheets.push(notebookStylesheet);
  for (const image of rendered.images) if (image.data) writeOnce(join(generated, 'images', image.name), image.data);
  return stylesheets;
}

/** What the plugin offers the other plugins of the build: its pipeline, for bodies that are not posts. */
export interface PostsApi {
  /** The posts the site shows (drafts too in `npm run dev`), newest first, each with its body's HTML as rendered. */
  posts(): Promise<{ summary: PostSummary; html: string }[]>;
  /** A body rendered as a post is (once per build): its HTML, pictures, math, and problems naming its file. */
  render(body: BodyInFolder): Promise<RenderedPost>;
  /** The module of a body, as a post's: its HTML with its pictures, and the stylesheets only it needs. */
  module(body: BodyInFolder): Promise<string>;
  /** More bodies of the site: the math font draws their formulas too. */
  addBodies(list: () => Promise<readonly BodyInFolder[]>): void;
  /** Forgets every rendering (the dev server, once a body changed). */
  forget(): void;
}

/**
 * Markdown posts and Jupyter notebooks (src/content/posts/<slug>.md or <slug>.ipynb, or the folder
 * POSTS_DIR names; `<slug>.pt-br.md` is the post in another language of site.ts, pt-BR) rendered at
 * build time:
 * - `virtual:posts-entry`: `hasPosts`, and when there are posts, `importPosts` (a dynamic import of
 *   `virtual:posts`) and their stylesheet: the initial bundle holds nothing else of the posts, whatever
 *   their number or length, and nothing at all of them when there are none;
 * - `virtual:posts`: the summaries, newest first, and one lazily imported module per post body;
 * - `<posts folder>/<slug>.md?post`: a post's sanitized HTML, its images through vite-imagetools,
 *   and the stylesheets only a post with math or a notebook links (their HTML's first tags).
 * Drafts exist only in `npm run dev`. An invalid post fails the build, naming the file and the field.
 * `api` renders other bodies (a project's story) through the same pipeline, with the same math font.
 */
export function posts(
  options: { languages?: readonly LanguagePlace[]; stop?: (message: string) => never } = {},
): Plugin<PostsApi> & { api: PostsApi } {
  const { stop = stopOnProblem } = options;
  let postsDir = postsFolder(root);
  let includeDrafts = false;
  let basePath = '/';

  // the site's languages name the posts' files: site.ts, read once per build (and again in dev when a post changes)
  let languages: Promise<readonly LanguagePlace[]> | undefined;
  const siteLanguagesOnce = () =>
    (languages ??= options.languages
      ? Promise.resolve(options.languages)
      : loadContent().then(({ site }) => siteLanguages(site)));
  // read once per build; the dev server forgets it when a post changes
  let cache: ReturnType<typeof readPosts> | undefined;
  // the labels a post's rendering adds (its headings' links, "opens in a new tab"), in each language's texts
  const textsOf = new Map<string, SiteTexts>();
  const loadTexts = async (tag: string) => {
    if (textsOf.has(tag)) return;
    const place = (await siteLanguagesOnce()).find((candidate) => candidate.tag === tag);
    textsOf.set(tag, (await siteTextsOf(tag, place?.written ?? tag)).texts);
  };
  const read = async () => {
    const places = await siteLanguagesOnce();
    cache ??= readPosts(postsDir, root, places);
    for (const { tag } of places) if (cache.posts.some((post) => post.language === tag)) await loadTexts(tag);
    return { posts: cache.posts.filter((post) => includeDrafts || !post.draft), errors: [...cache.errors] };
  };
  // the site's other bodies (the projects' stories), from the plugins that have them
  const others: (() => Promise<readonly BodyInFolder[]>)[] = [];
  const inPostsFolder = (post: PostSource): BodyInFolder => ({ source: post, imagesDir: postImagesFolder(postsDir) });
  // each body rendered once per build (again in dev, once a body changed)
  let renders = new Map<string, RenderedPost>();
  // the math font cut down to the characters of every formula of the site, written once per build
  let mathFont: Promise<string> | undefined;
  const rendered = ({ source, imagesDir }: BodyInFolder) => {
    let done = renders.get(source.path);
    if (!done) renders.set(source.path, (done = render(source, imagesDir)));
    return done;
  };
  const renderedWithTexts = async (body: BodyInFolder) => {
    await loadTexts(body.source.language);
    return rendered(body);
  };
  const mathFontFile = () =>
    (mathFont ??= read().then(async ({ posts: all }) => {
      const bodies = [...all.map(inPostsFolder), ...(await Promise.all(others.map((list) => list()))).flat()];
      const characters: string[] = [];
      for (const body of bodies) characters.push(...((await renderedWithTexts(body)).math?.characters ?? []));
      const font = await mathFontSubset(characters);
      const path = join(generatedFolder(), mathFontName(font));
      writeOnce(path, font);
      return path;
    }));
  const forget = () => {
    cache = undefined;
    textsOf.clear();
    languages = undefined;
    renders = new Map();
    mathFont = undefined;
  };
  const render = (source: BodySource, imagesDir: string) => {
    const options = {
      texts: textsOf.get(source.language),
      file: source.file,
      lineOffset: source.bodyLineOffset,
      imagesDir,
      imagesLabel: relative(root, imagesDir) || '.',
      basePath,
    };
    return source.notebook
      ? renderNotebook(source.notebook, { ...options, slug: source.slug })
      : renderPost(source.body, options);
  };
  const bodyModule = async (body: BodyInFolder) => {
    const done = await renderedWithTexts(body);
    const generated = generatedFolder();
    const stylesheets = await generatedFiles(done, generated, mathFontFile);
    return postModule(done, {
      imagesDir: body.imagesDir,
      pictureHelper,
      generatedDir: join(generated, 'images'),
      stylesheets,
    });
  };
  const api: PostsApi = {
    posts: async () =>
      Promise.all(
        (await read()).posts.map(async (post) => ({
          summary: summaryOf(post),
          html: (await renderedWithTexts(inPostsFolder(post))).html,
        })),
      ),
    render: renderedWithTexts,
    module: bodyModule,
    addBodies: (list) => void others.push(list),
    forget,
  };
  const reload = (server: ViteDevServer) => {
    forget();
    reloadVirtualModules(server, [ENTRY_ID, INDEX_ID]);
  };

  return {
    name: 'posts',
    api,
    configResolved(config) {
      postsDir = postsFolder(config.root);
      includeDrafts = config.command === 'serve';
      basePath = config.base;
    },
    async buildStart() {
      forget();
      const { posts: found, errors } = await read();
      for (const post of found) {
        const { errors: problems, warnings } = rendered(inPostsFolder(post));
        errors.push(...problems);
        for (const warning of warnings) this.warn(warning);
      }
      if (errors.length > 0) {
        // the owner's lines, not the bundler's stack trace
        stop(`Invalid posts (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n  - ${errors.join('\n  - ')}`);
      }
    },
    resolveId(id) {
      return id === ENTRY_ID || id === INDEX_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${ENTRY_ID}`) {
        if ((await read()).posts.length === 0)
          return 'export const hasPosts = false;\nexport const importPosts = undefined;\n';
        return [
          `import ${JSON.stringify(stylesheet)};`,
          'export const hasPosts = true;',
          `export const importPosts = () => import(${JSON.stringify(INDEX_ID)});`,
          '',
        ].join('\n');
      }
      if (id === `\0${INDEX_ID}`)
        return indexModule((await read()).posts.map((post) => ({ summary: summaryOf(post), path: post.path })));
      if (!POST_MODULE.test(id)) return undefined;
      const path = id.slice(0, -POST_QUERY.length);
      if (!path.startsWith(postsDir + sep)) return undefined;
      const post = (await read()).posts.find((candidate) => candidate.path === path);
      if (!post) this.error(`${relative(root, path)} is not a post (a draft, or not in ${relative(root, postsDir)})`);
      const body = rendered(inPostsFolder(post));
      if (body.errors.length > 0) this.error(body.errors.join('\n'));
      return bodyModule(inPostsFolder(post));
    },
    configureServer(server) {
      // a post added, removed or edited changes the list: reload the page with a fresh one
      server.watcher.add(postsDir);
      const onChange = (file: string) => {
        if (file.startsWith(postsDir + sep) && /\.(md|ipynb)$/.test(file)) reload(server);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
