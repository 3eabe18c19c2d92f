import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentLabel } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';
import type { ParsedPublications } from '../publications/parse-publications.ts';
import type { Citation } from '../../src/shared/content/citation.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { PUBLICATIONS_FILE, publicationsFile, readPublications } from '../publications/read-publications.ts';
import { ownerNamesOf, siteCitationWriter } from '../publications/site-citations.ts';
import { reloadVirtualModules } from './reload-virtual-modules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY_ID = 'virtual:publications';
const DATA_ID = 'virtual:publications-data';
const chunkFile = JSON.stringify(resolve(root, 'src/features/home/publications-chunk.tsx'));
const headFile = JSON.stringify(resolve(root, 'src/server/head/owner-publications-json-ld.ts'));

/** What the plugin offers the other plugins of the build. */
export interface PublicationsApi {
  /** The valid entries of the content's publications.bib, newest first; none without the file. */
  publications: () => Promise<readonly Publication[]>;
  /** The citations of a language of the site (its tag, as site.ts writes it). */
  citations: (tag: string) => Promise<CitationWriter>;
}

async function read(): Promise<ParsedPublications> {
  // the profile (the owner's names) and the parser are loaded only for a site that has the file
  if (!existsSync(publicationsFile())) return { publications: [], errors: [] };
  return readPublications(root, await ownerNamesOf(await loadContent()));
}

/**
 * The owner's publications.bib (in the content folder), parsed when the site is built:
 * - `virtual:publications`: `hasPublications`, and the section: in the server build (the prerender)
 *   `PublicationsNow`, the section itself, and `publicationsJsonLd`, their JSON-LD for the home
 *   page's head; in the browser `loadPublications`, a dynamic import of the section;
 * - `virtual:publications-data`: the publications, newest first (for the head's JSON-LD), what the
 *   section lists of each, and their citations in each of the site's languages
 *   (tooling/publications/citation-writer.ts): the browser's chunk holds the last two only.
 * The browser's initial JavaScript holds nothing of the publications whatever their number, and
 * without the file (or with no entry in it) `hasPublications` is the constant false, so the bundler
 * drops the section altogether. A problem in the file fails the build, naming the file, the line and
 * the entry. `api.publications()` gives the other plugins (the résumé) the same list, read once, and
 * `api.citations(tag)` the same citations.
 */
export function publications({
  stop = stopOnProblem,
}: { stop?: (message: string) => never } = {}): Plugin<PublicationsApi> & { api: PublicationsApi } {
  // read once per build; the dev server forgets it when the file changes
  let cache: Promise<ParsedPublications> | undefined;
  const load = () => (cache ??= read());
  const writers = new Map<string, Promise<CitationWriter>>();
  const citations = (tag: string) => {
    let writer = writers.get(tag);
    if (!writer) writers.set(tag, (writer = loadContent().then((content) => siteCitationWriter(content, tag))));
    return writer;
  };
  /** Each language's citations of the publications, in their order, by the language's tag. */
  const citationsByLanguage = async (list: readonly Publication[]) => {
    const byLanguage: Record<string, Citation[]> = {};
    if (list.length === 0) return byLanguage;
    for (const { tag } of siteLanguages((await loadContent()).site)) {
      const writer = await citations(tag);
      byLanguage[tag] = list.map((publication) => writer.citation(publication));
    }
    return byLanguage;
  };
  return {
    name: 'publications',
    api: { publications: async () => (await load()).publications, citations },
    async buildStart() {
      cache = undefined;
      writers.clear();
      const { publications: list, errors, unmatched } = await load();
      if (errors.length > 0) {
        // the owner's lines, not the bundler's stack trace
        stop(
          `Invalid publications (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n  - ${errors.join('\n  - ')}`,
        );
      }
      if (list.length > 0 && !list.some((publication) => publication.authors.some((author) => author.owner))) {
        const { profile } = await loadContent();
        this.warn(
          `${contentLabel()}/${PUBLICATIONS_FILE}: your name (${profile.name}) is in none of its ${list.length} author lists, so none is highlighted. ` +
            'If you publish under another spelling, list it in profile.alsoPublishedAs (profile.ts), such as ["Quinn, A. J."].',
        );
      } else {
        // some papers name the owner: each that does not, by its line, with the spelling to add
        for (const message of unmatched ?? []) this.warn(message);
      }
    },
    resolveId: (id) => (id === ENTRY_ID || id === DATA_ID ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${ENTRY_ID}` && id !== `\0${DATA_ID}`) return undefined;
      const { publications: list, errors } = await load();
      if (errors.length > 0) this.error(errors.join('\n'));
      if (id === `\0${DATA_ID}`) {
        // what the section shows of each: its citation holds its authors and where it appeared
        const listed = list.map(({ key, title, selected, links, bibtex }) => ({ key, title, selected, links, bibtex }));
        return [
          `export const publications = ${JSON.stringify(list)};`,
          `export const listed = ${JSON.stringify(listed)};`,
          `export const citations = ${JSON.stringify(await citationsByLanguage(list))};`,
          '',
        ].join('\n');
      }
      if (list.length === 0) {
        return 'export const hasPublications = false;\nexport const PublicationsNow = undefined;\nexport const loadPublications = undefined;\nexport const publicationsJsonLd = undefined;\n';
      }
      // the prerender renders the section at once, and so do the unit tests (in jsdom, whose page is
      // rendered whole, as the prerender's is); the browser hydrates it when its chunk has arrived
      return this.environment.config.consumer === 'server' || process.env.VITEST
        ? `export const hasPublications = true;\nexport { default as PublicationsNow } from ${chunkFile};\nexport const loadPublications = undefined;\nexport { publicationsJsonLd } from ${headFile};\n`
        : `export const hasPublications = true;\nexport const PublicationsNow = undefined;\nexport const loadPublications = () => import(${chunkFile});\nexport const publicationsJsonLd = undefined;\n`;
    },
    configureServer(server) {
      const file = publicationsFile();
      server.watcher.add(file);
      const onChange = (path: string) => {
        if (path !== file) return;
        cache = undefined;
        writers.clear();
        reloadVirtualModules(server, [ENTRY_ID, DATA_ID]);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
