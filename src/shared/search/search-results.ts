import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { type IndexedDocument, SEARCH_BOOSTS, type SearchHit } from './search-document.ts';

/**
 * The place a hit stands for in the list: a page's sections (a hit with a heading, or the page
 * itself) are one place, the page's path; anything else (a card, a publication) is its own.
 */
const placeOf = ({ url, heading }: SearchHit): string =>
  heading !== undefined || !url.includes('#') ? (url.split('#')[0] ?? url) : url;

const hitOf = (result: SearchResult): SearchHit => {
  const { url, kind, title, heading, detail } = result as unknown as SearchHit;
  return { url, kind, title, ...(heading !== undefined && { heading }), ...(detail !== undefined && { detail }) };
};

/**
 * What a query finds in a language's index, best first, one hit per place: a post found in several
 * sections is the section where it matched best. Every word must be found (in any field) and the
 * last may be a word still being typed; a word of five letters or more may have one typo. When no
 * place has every word (a query cut into words differently from the text, in a script without
 * spaces), the places with some of them, best first.
 */
export function searchResults(index: MiniSearch<IndexedDocument>, query: string): SearchHit[] {
  if (query.trim() === '') return [];
  const options = {
    boost: SEARCH_BOOSTS,
    prefix: (_term: string, position: number, terms: string[]) => position === terms.length - 1,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  };
  let found = index.search(query, { ...options, combineWith: 'AND' });
  if (found.length === 0) found = index.search(query, { ...options, combineWith: 'OR' });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of found) {
    const hit = hitOf(result);
    const place = placeOf(hit);
    if (seen.has(place)) continue;
    seen.add(place);
    hits.push(hit);
  }
  return hits;
}
