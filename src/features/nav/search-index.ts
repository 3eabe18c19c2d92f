import MiniSearch, { type AsPlainObject } from 'minisearch';
import { searchIndexes } from 'virtual:search-indexes';
import { type IndexPart, joinIndexParts } from '@/shared/search/index-parts';
import { type IndexedDocument, searchIndexOptions } from '@/shared/search/search-document';
import { type LazyChunk, lazyChunk } from '@/ui/lazy-chunk';

/** A language's index could not be loaded: a file of an older deploy that is gone, or no connection. */
class SearchIndexError extends Error {
  constructor(tag: string, cause: string) {
    super(`The search index of ${tag} could not be loaded: ${cause}`);
    this.name = 'SearchIndexError';
  }
}

type Index = MiniSearch<IndexedDocument>;

async function fetchPart(tag: string, url: string): Promise<IndexPart> {
  const response = await fetch(url);
  if (!response.ok) throw new SearchIndexError(tag, `${response.status} ${response.statusText}`);
  return (await response.json()) as IndexPart;
}

/** Read in batches, between which the page answers the reader (a long blog's index takes a phone a while). */
const read = (index: AsPlainObject, tag: string): Promise<Index> =>
  MiniSearch.loadJSAsync<IndexedDocument>(index, searchIndexOptions(tag));

async function loadWhole(tag: string): Promise<Index> {
  const files = searchIndexes[tag];
  if (!files) throw new SearchIndexError(tag, 'the site has none');
  const parts = await Promise.all(files.parts.map((url) => fetchPart(tag, url)));
  return read(joinIndexParts(parts), tag);
}

async function loadFirst(tag: string, url: string): Promise<Index> {
  return read(joinIndexParts([await fetchPart(tag, url)]), tag);
}

/** A language's index: the whole, and on a long blog a first shard to answer from meanwhile. */
export interface SearchIndex {
  /** The titles, short lines and headings of the pages (and the cards whole): read first, alone. */
  first?: LazyChunk<Index>;
  /** The whole index, where results come from once it is read. */
  whole: LazyChunk<Index>;
}

const indexes = new Map<string, SearchIndex>();

/**
 * The index of the language `tag` (its files, built with the site: tooling/outputs/search-indexes.ts and
 * tooling/search/search-index-files.ts), read back with the options it was built with; fetched the first
 * time the search opens in that language, and each part that failed tried again on the next opening.
 */
export function searchIndexOf(tag: string): SearchIndex {
  let index = indexes.get(tag);
  if (!index) {
    const first = searchIndexes[tag]?.first;
    index = {
      ...(first !== undefined && { first: lazyChunk(() => loadFirst(tag, first)) }),
      whole: lazyChunk(() => loadWhole(tag)),
    };
    indexes.set(tag, index);
  }
  return index;
}
