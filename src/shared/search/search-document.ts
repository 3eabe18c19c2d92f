import type { Options } from 'minisearch';
import { searchTerm, searchWords } from './search-terms.ts';

// What the site's search holds: one index per language, built when the site is built
// (tooling/search/build-search-index.ts) from documents of this shape, and read in the browser
// (src/features/nav/search-*.tsx) with the same options.

/** What a result is: the label it shows in the page's language comes from the site's texts. */
export type SearchKind = 'post' | 'experience' | 'research' | 'project' | 'publication' | 'talk' | 'course';

/**
 * One place on the site a reader can be led to: a post or one of its sections, a card of the home
 * page, a publication in the list. A page with a body (a post, and later a project's page) is one
 * document per section, each with its own `heading` and anchor; a result shows the best of them.
 */
export interface SearchDocument {
  /** The language of the page it is on, a tag of site.ts ("en", "pt-BR"): it goes into that language's index. */
  language: string;
  /**
   * Where a result leads, a path inside the site in that language, without the base path:
   * "/blog/my-post", "/blog/my-post#training" (a section's heading), "/pt-br#projects-2" (a card).
   */
  url: string;
  kind: SearchKind;
  /** What a result is called: the post's title (on each of its sections too), the project's, the role. */
  title: string;
  /** The heading of the section `url` leads to, for a section of a page. */
  heading?: string;
  /** A short line a result shows under its title: a post's summary, a company, a venue. */
  detail?: string;
  /** The rest of what is there, searched and never shown: a section's text, a card's description and technologies. */
  text: string;
}

/** A result as the index stores it: what the result list shows and where it leads. */
export type SearchHit = Pick<SearchDocument, 'url' | 'kind' | 'title' | 'heading' | 'detail'>;

/** A document in the index: its number among the language's documents is its id. */
export type IndexedDocument = SearchDocument & { id: number };

/** The fields searched, and how much a word found in each counts. */
export const SEARCH_BOOSTS = { title: 3, heading: 2, detail: 1.5, text: 1 } as const;

/**
 * MiniSearch's options for the index of the language `locale`: the same at build time and in the
 * browser (MiniSearch.loadJSON is given them again), so a query's words are cut and written as the
 * index's were.
 */
export function searchIndexOptions(locale: string): Options<IndexedDocument> {
  return {
    idField: 'id',
    fields: Object.keys(SEARCH_BOOSTS),
    storeFields: ['url', 'kind', 'title', 'heading', 'detail'] satisfies (keyof SearchHit)[],
    tokenize: (text) => searchWords(text, locale),
    processTerm: searchTerm,
  };
}
