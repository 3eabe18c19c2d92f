import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheFolder } from '../context/site-context.mjs';
import type { SiteModel } from '../model/site-model.ts';
import type { ProjectPageText } from '../projects/project-page-text.ts';
import { renderedText } from '../projects/project-page-text.ts';
import { type LanguageSearchFiles, searchIndexFiles, type SearchIndexFile } from '../search/search-index-files.ts';
import { siteDocuments } from '../search/site-documents.ts';
import { specifier } from './template-files.ts';
import { hasListPage } from '../../src/shared/content/lists-on-home.ts';

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

/** A file of the search written under its name, in a folder named by its bytes' hash. */
function indexFile(folder: string, { json, name }: SearchIndexFile): string {
  const hashed = join(folder, createHash('sha256').update(json).digest('hex').slice(0, 12));
  const path = join(hashed, name);
  if (!existsSync(path)) {
    mkdirSync(hashed, { recursive: true });
    writeFileSync(path, json);
  }
  return path;
}

/**
 * The text of `virtual:search-indexes`: `searchIndexes`, for each language's tag its files'
 * addresses, as the bundler names them (each imported with `?url` from its path).
 */
export function searchIndexesText(languages: readonly LanguageSearchFiles<string>[]): string {
  const imports: string[] = [];
  const url = (path: string) => {
    const name = `file${imports.length}`;
    imports.push(`import ${name} from ${specifier(`${path}?url`)};`);
    return name;
  };
  const entries = languages.map(({ tag, first, parts }) => {
    const firstEntry = first === undefined ? '' : `first: ${url(first)}, `;
    return `  ${JSON.stringify(tag)}: { ${firstEntry}parts: [${parts.map(url).join(', ')}] },`;
  });
  return [...imports, 'export const searchIndexes = {', ...entries, '};', ''].join('\n');
}

/**
 * `virtual:search-indexes`: the site's search indexes, one per language, built with the site and
 * served as files of their own (`assets/search-<language>-<hash>.json`, or parts and a first shard for
 * a long blog: tooling/search/search-index-files.ts), which only the search's own chunk names:
 * `searchIndexes`, each language's files by its tag. Each index holds that language's documents
 * (tooling/search/site-documents.ts): its posts, section by section, its project pages and the home
 * page's entries, from the same words the pages show. What an index left out (the end of a very long
 * page) is said through `warn`.
 */
export async function searchIndexesModule(model: SiteModel, warn: (message: string) => void): Promise<string> {
  const folder = cacheFolder(model.context, 'search');
  const posts = model.posts.map((post) => {
    const body = model.bodies.of(post.path);
    return { summary: post, html: body ? model.bodies.render(body).html : '' };
  });
  const projectPages = projectPageTexts(model);
  const languages = [];
  for (const language of model.languages) {
    const documents = siteDocuments({
      tag: language.tag,
      prefix: language.prefix,
      words: language.words,
      citations: await model.citations(language.tag),
      publications: model.publications,
      posts,
      projectPages,
      talksPage: hasListPage(model.content.site, 'talks', model.content.talks.length),
    });
    languages.push({ tag: language.tag, documents });
  }
  const files = searchIndexFiles(languages);
  for (const warning of files.warnings) warn(warning);
  const write = (file: SearchIndexFile) => indexFile(folder, file);
  return searchIndexesText(
    files.languages.map(({ tag, first, parts }) => ({
      tag,
      ...(first && { first: write(first) }),
      parts: parts.map(write),
    })),
  );
}
