import type { SearchDocument } from '../../src/shared/search/search-document.ts';
import { splitIndex } from '../../src/shared/search/index-parts.ts';
import { buildSearchIndex } from './build-search-index.ts';
import { firstShardDocuments } from './first-shard.ts';

// Build-time only (Node): the files of the site's search, from the documents of each language
// (tooling/search/site-documents.ts); tooling/outputs/search-indexes.ts writes them and names them to
// the browser.

/**
 * The most bytes of JSON in one file of an index (about 100 kB gzipped). An index this small is one
 * file, read at once (a phone reads it in well under a second); a larger one is cut into files of
 * this size, and the search answers from a first shard while they load.
 */
const INDEX_FILE_BYTES = 512 * 1024;

/** A file of the search: its name (without the hash the bundler adds) and its JSON. */
export interface SearchIndexFile {
  name: string;
  json: string;
}

/** A language's files: its whole index in `parts`, and, when there is more than one, a `first` shard. */
export interface LanguageSearchFiles<File = SearchIndexFile> {
  tag: string;
  /** The titles, short lines and headings of its pages, and its cards whole: read first, alone, to answer at once. */
  first?: File;
  /** The whole index, the one results come from, in files fetched in parallel (src/shared/search/index-parts.ts). */
  parts: File[];
}

/**
 * Each language's search files: its index (tooling/search/build-search-index.ts), in one file when
 * it holds at most `fileBytes` of JSON, else in parts of that size and a first shard
 * (tooling/search/first-shard.ts); and what the indexes left out, said once for each page.
 */
export function searchIndexFiles(
  languages: readonly { tag: string; documents: readonly SearchDocument[] }[],
  fileBytes = INDEX_FILE_BYTES,
): { languages: LanguageSearchFiles[]; warnings: string[] } {
  const warnings: string[] = [];
  const files = languages.map(({ tag, documents }): LanguageSearchFiles => {
    const name = tag.toLowerCase();
    const built = buildSearchIndex(documents, tag);
    warnings.push(...built.warnings);
    const json = JSON.stringify(built.index);
    if (json.length <= fileBytes) return { tag, parts: [{ name: `search-${name}.json`, json }] };
    const first = buildSearchIndex(firstShardDocuments(documents), tag).index;
    return {
      tag,
      first: { name: `search-${name}-first.json`, json: JSON.stringify(first) },
      parts: splitIndex(built.index, fileBytes).map((part, number) => ({
        name: `search-${name}-${number + 1}.json`,
        json: JSON.stringify(part),
      })),
    };
  });
  return { languages: files, warnings };
}
