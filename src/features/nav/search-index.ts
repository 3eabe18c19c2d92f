import MiniSearch from 'minisearch';
import { indexUrls } from 'virtual:search-indexes';
import { type IndexedDocument, searchIndexOptions } from '@/shared/search/search-document';
import { type LazyChunk, lazyChunk } from '@/ui/lazy-chunk';

/** A language's index could not be loaded: a file of an older deploy that is gone, or no connection. */
class SearchIndexError extends Error {
  constructor(tag: string, cause: string) {
    super(`The search index of ${tag} could not be loaded: ${cause}`);
    this.name = 'SearchIndexError';
  }
}

async function loadIndex(tag: string): Promise<MiniSearch<IndexedDocument>> {
  const url = indexUrls[tag];
  if (!url) throw new SearchIndexError(tag, 'the site has none');
  const response = await fetch(url);
  if (!response.ok) throw new SearchIndexError(tag, `${response.status} ${response.statusText}`);
  // read in batches, between which the page answers the reader (a long blog's index takes a phone a while)
  return MiniSearch.loadJSONAsync<IndexedDocument>(await response.text(), searchIndexOptions(tag));
}

const indexes = new Map<string, LazyChunk<MiniSearch<IndexedDocument>>>();

/**
 * The index of the language `tag` (its file, built with the site: tooling/outputs/search-indexes.ts), read
 * back with the options it was built with; fetched the first time the search opens in that language,
 * and tried again on the next opening when that failed.
 */
export function searchIndexOf(tag: string): LazyChunk<MiniSearch<IndexedDocument>> {
  let index = indexes.get(tag);
  if (!index) indexes.set(tag, (index = lazyChunk(() => loadIndex(tag))));
  return index;
}
