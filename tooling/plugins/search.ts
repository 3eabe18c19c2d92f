import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { cacheFolder, contentFolder } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { postsFolder } from '../posts/read-posts.ts';
import { searchIndexesModule, searchIndexFiles, type SearchIndexFile } from '../search/search-index-files.ts';
import { siteDocuments } from '../search/site-documents.ts';
import type { PostsApi } from './posts.ts';
import type { ProjectPagesApi } from './project-pages.ts';
import type { PublicationsApi } from './publications.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ID = 'virtual:search-indexes';
const ENTRY_ID = 'virtual:search-entry';
const headerStylesheet = JSON.stringify(join(root, 'src/features/nav/search-header.css').split(sep).join('/'));
/** Where the indexes are written for the bundler to take (each in a folder named by its content's hash). */
const generated = cacheFolder('search');

/** A file of the search written under its name, in a folder named by its bytes' hash. */
function indexFile({ json, name }: SearchIndexFile): string {
  const folder = join(generated, createHash('sha256').update(json).digest('hex').slice(0, 12));
  const path = join(folder, name);
  if (!existsSync(path)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path, json);
  }
  return path;
}

/**
 * `virtual:search-entry`: the header's stylesheet of a site with search (src/features/nav/search-header.css),
 * nothing on a site without, which loads no byte more.
 *
 * The site's search indexes, one per language of site.ts, built when the site is built and served as
 * files of their own (`assets/search-<language>-<hash>.json`, or parts and a first shard for a long
 * blog: tooling/search/search-index-files.ts), which only the search's own chunk names:
 * `virtual:search-indexes` exports `searchIndexes`, each language's files by its tag. Each index
 * holds that language's documents (tooling/search/site-documents.ts): its posts, section by
 * section, and the home page's entries, from the same content the pages read. The server build
 * (the prerender) needs none, nor a site without search.
 */
export function search({
  enabled,
  posts,
  projectPages,
  publications,
}: {
  /** Whether the site has search (vite.config.ts): without, the module names no index and none is built. */
  enabled: boolean;
  posts: PostsApi;
  projectPages: ProjectPagesApi;
  publications: PublicationsApi;
}): Plugin {
  let module: Promise<string> | undefined;
  const indexesModule = async (warn: (message: string) => void) => {
    const content = await loadContent();
    const [rendered, papers, pages] = await Promise.all([
      posts.posts(),
      publications.publications(),
      projectPages.pages(),
    ]);
    const languages = [];
    for (const [index, place] of siteLanguages(content.site).entries()) {
      const words = index === 0 ? content : (await translationOf(content, place.tag)).words;
      const citations = await publications.citations(place.tag);
      const documents = siteDocuments({
        ...place,
        words,
        citations,
        publications: papers,
        posts: rendered,
        projectPages: pages,
      });
      languages.push({ tag: place.tag, documents });
    }
    const files = searchIndexFiles(languages);
    for (const warning of files.warnings) warn(warning);
    return searchIndexesModule(
      files.languages.map(({ tag, first, parts }) => ({
        tag,
        ...(first && { first: indexFile(first) }),
        parts: parts.map(indexFile),
      })),
    );
  };
  return {
    name: 'search',
    buildStart() {
      module = undefined;
    },
    resolveId: (id) => (id === ID || id === ENTRY_ID ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ENTRY_ID}`) return enabled ? `import ${headerStylesheet};\n` : 'export {};\n';
      if (id !== `\0${ID}`) return undefined;
      if (!enabled || this.environment.config.consumer === 'server') return 'export const searchIndexes = {};\n';
      return (module ??= indexesModule((message) => this.warn(message)));
    },
    configureServer(server) {
      // a post or the content changed: the indexes are built afresh
      const watched = [postsFolder(root), contentFolder()];
      const onChange = (file: string) => {
        if (!watched.some((folder) => file.startsWith(folder + sep))) return;
        module = undefined;
        reloadVirtualModules(server, [ID]);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
