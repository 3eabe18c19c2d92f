import MiniSearch from 'minisearch';
import {
  type IndexedDocument,
  type SearchDocument,
  searchIndexOptions,
} from '../../src/shared/search/search-document.ts';

/**
 * The search index of one language, as MiniSearch's JSON (the browser reads it back with
 * MiniSearch.loadJSON and the same options): `documents` in the language `tag`, its words cut with
 * that language's segmenter. A document of another language is a mistake of the caller.
 */
export function buildSearchIndex(documents: readonly SearchDocument[], tag: string): string {
  const index = new MiniSearch<IndexedDocument>(searchIndexOptions(tag));
  const strays = documents.filter((document) => document.language !== tag);
  if (strays.length > 0)
    throw new Error(`search index ${tag}: documents in another language (${strays.map(({ url }) => url).join(', ')})`);
  index.addAll(documents.map((document, id) => ({ ...document, id })));
  return JSON.stringify(index);
}
