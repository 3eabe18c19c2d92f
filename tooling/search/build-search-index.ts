import MiniSearch, { type AsPlainObject } from 'minisearch';
import {
  type IndexedDocument,
  type SearchDocument,
  searchIndexOptions,
} from '../../src/shared/search/search-document.ts';
import { firstSearchWords, searchWords } from '../../src/shared/search/search-terms.ts';

/**
 * The most words of one page's text (a post's, a project's story: all its sections) that its
 * language's index holds. A long read is some 10,000 words, a thesis 80,000; a page longer than
 * this is indexed up to here, and the build says where it stopped: the index of a page, and the time
 * to build it, never grow past this, however long the page.
 */
export const INDEXED_WORDS_PER_PAGE = 100_000;

/** The page a document is on: its address without the section's anchor. */
export const pageOf = (url: string): string => url.split('#')[0] ?? url;

/** A language's search index, and what it left out. */
export interface BuiltSearchIndex {
  /** MiniSearch's index as a plain object (its JSON: the browser loads it with the same options). */
  index: AsPlainObject;
  /** A warning for each page whose text was cut at `wordsPerPage`, naming the page and where. */
  warnings: string[];
}

/**
 * The search index of one language (the browser reads it back with MiniSearch.loadJS and the same
 * options): `documents` in the language `tag`, its words cut with that language's segmenter, each
 * page's text up to `wordsPerPage` words (its sections in order). A document of another language is
 * a mistake of the caller.
 */
export function buildSearchIndex(
  documents: readonly SearchDocument[],
  tag: string,
  wordsPerPage = INDEXED_WORDS_PER_PAGE,
): BuiltSearchIndex {
  const strays = documents.filter((document) => document.language !== tag);
  if (strays.length > 0)
    throw new Error(`search index ${tag}: documents in another language (${strays.map(({ url }) => url).join(', ')})`);
  // what each page has left of its words, its last words read, and whether the build was told where it stopped
  const pages = new Map<string, { left: number; last: string[]; told: boolean }>();
  const warnings: string[] = [];
  let current: SearchDocument | undefined;
  const index = new MiniSearch<IndexedDocument>({
    ...searchIndexOptions(tag),
    // MiniSearch reads each document's fields in turn: the text of `current`, read up to what its page has left
    tokenize: (text, field) => {
      if (field !== 'text' || !current) return searchWords(text, tag);
      const page = pageOf(current.url);
      const read = pages.get(page) ?? { left: wordsPerPage, last: [], told: false };
      pages.set(page, read);
      const { words, count, cut } = firstSearchWords(text, tag, read.left);
      read.left -= count;
      if (words.length > 0) read.last = words.slice(-6);
      if (cut && !read.told) {
        read.told = true;
        const from = current.heading === undefined ? '' : ` (from its section "${current.heading}" on)`;
        warnings.push(
          `search index (${tag}): ${page} ("${current.title}") is indexed up to its first ${wordsPerPage.toLocaleString('en')} words, ending "…${read.last.join(' ')}"; its text after them${from} is not searched`,
        );
      }
      return words;
    },
  });
  for (const [id, document] of documents.entries()) {
    current = document;
    index.add({ ...document, id });
  }
  return { index: index.toJSON(), warnings };
}
