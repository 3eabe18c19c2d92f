import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheFolder } from '../context/site-context.mjs';
import type { SiteModel } from '../model/site-model.ts';
import type { ProjectPageText } from '../projects/project-page-text.ts';
import { renderedText } from '../projects/project-page-text.ts';
import { buildSearchIndex } from '../search/build-search-index.ts';
import { siteDocuments } from '../search/site-documents.ts';
import { specifier } from './template-files.ts';

/** Every project page of the site, in every language, as words. */
function projectPageTexts(model: SiteModel): ProjectPageText[] {
  const [first] = model.languages;
  // each story's words, by "<language>/<name>"
  const texts = new Map<string, Pick<ProjectPageText, 'storyLanguage' | 'headings' | 'text'>>();
  for (const story of model.stories) {
    const body = model.bodies.of(story.path);
    if (!body) continue;
    texts.set(`${story.language.tag}/${story.slug}`, {
      ...renderedText(model.bodies.render(body).html),
      storyLanguage: story.language.tag,
    });
  }
  const result: ProjectPageText[] = [];
  for (const language of model.languages) {
    for (const story of model.stories.filter((candidate) => candidate.language.tag === first?.tag)) {
      const project = language.words.projects[story.index] ?? model.content.projects[story.index];
      const body = texts.get(`${language.tag}/${story.slug}`) ?? texts.get(`${first?.tag}/${story.slug}`);
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
}

/** One language's index written as a file named by the language, in a folder named by its bytes' hash. */
function indexFile(folder: string, json: string, name: string): string {
  const hashed = join(folder, createHash('sha256').update(json).digest('hex').slice(0, 12));
  const path = join(hashed, `search-${name}.json`);
  if (!existsSync(path)) {
    mkdirSync(hashed, { recursive: true });
    writeFileSync(path, json);
  }
  return path;
}

/**
 * `virtual:search-indexes`: the site's search indexes, one per language, built with the site and
 * served as files of their own (`assets/search-<language>-<hash>.json`), which only the search's own
 * chunk names: `indexUrls`, each language's file by its tag. Each index holds that language's
 * documents (tooling/search/site-documents.ts): its posts, section by section, its project pages and
 * the home page's entries, from the same words the pages show.
 */
export async function searchIndexesModule(model: SiteModel): Promise<string> {
  const folder = cacheFolder(model.context, 'search');
  const posts = model.posts.map((post) => {
    const body = model.bodies.of(post.path);
    return { summary: post, html: body ? model.bodies.render(body).html : '' };
  });
  const projectPages = projectPageTexts(model);
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [index, language] of model.languages.entries()) {
    const documents = siteDocuments({
      tag: language.tag,
      prefix: language.prefix,
      words: language.words,
      citations: await model.citations(language.tag),
      publications: model.publications,
      posts,
      projectPages,
    });
    const file = indexFile(folder, buildSearchIndex(documents, language.tag), language.tag.toLowerCase());
    imports.push(`import index${index} from ${specifier(`${file}?url`)};`);
    entries.push(`  ${JSON.stringify(language.tag)}: index${index},`);
  }
  return [...imports, 'export const indexUrls = {', ...entries, '};', ''].join('\n');
}
