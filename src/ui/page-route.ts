import type { ComponentType } from 'react';
import type { Language } from './language';
import type { PageHead } from './page-head';

/** A route's parameters, decoded: { slug: "first-post" } for /blog/first-post. */
export type PageParams = Readonly<Partial<Record<string, string>>>;

/** A route's head: from its URL parameters, what its route loaded and the page's language. */
export type HeadOfRoute = (route: { params: PageParams; data: unknown; language: Language }) => PageHead;

/** What a route's `load` is given: the URL's parameters, the page's language, and whether it is the visit's first. */
export interface PageRequest {
  params: PageParams;
  language: Language;
  /**
   * The first page of a visit in the browser, which hydrates its prerendered HTML: a part of it that is hydrated when
   * its own chunk arrives (the home page's Publications section) need not be waited for; a page reached inside the
   * site is shown whole.
   */
  landing?: boolean;
}

/**
 * A page's module: what it fetches before it is shown (in the browser before it takes the place of the
 * page before, in the prerender before it is written), what it renders (reading that with usePageData)
 * and what its head says.
 */
export interface PageModule {
  /** Fetches what the page shows (a chunk of the posts); a page without it renders at once. */
  load?: (request: PageRequest) => Promise<unknown>;
  Component: ComponentType;
  head: HeadOfRoute;
}

/** A page of the site, the same in each language (under the language's folder). */
export interface PageRoute {
  /** Its path inside a language's folder, in React Router's syntax: "/", "/blog", "/blog/:slug". */
  path: string;
  /**
   * Its module: the home page's at hand, another's in a chunk of its own that the page fetches with what it loads (so
   * the first load holds none of the pages a visit may never see); none for a page the site does not have (a 404).
   */
  page: () => PageModule | undefined | Promise<PageModule | undefined>;
  /**
   * The source of the chunk its module is in ("src/app/pages.ts", as the client build's manifest names it): its
   * prerendered page names the chunk's files, which the browser then fetches beside the entry rather than after it.
   */
  chunk?: string;
  /**
   * The modules its `load` imports for a page of these parameters in the language of this tag, by their ids in the
   * client build's manifest ("virtual:publication/li2024graphs"): its prerendered page names their files too, so that
   * the page's data does not wait for its code.
   */
  dataChunks?: (params: PageParams, language: string) => readonly string[];
}

/** Thrown by a route's `load`: the address is one the site does not have (the error screen then says 404). */
export class PageNotFound extends Error {
  readonly status = 404;
  constructor() {
    super('Not Found');
    this.name = 'PageNotFound';
  }
}

/** Thrown by a route's `load`: the address leads to another page (`to`, a path inside the site), which replaces it. */
export class PageRedirect extends Error {
  constructor(readonly to: string) {
    super(`Redirected to ${to}`);
    this.name = 'PageRedirect';
  }
}

/**
 * A chunk a page needs that did not arrive (most often: the site was redeployed while this tab was
 * open, and the old chunk is gone; or the network failed). The page says so and offers to reload.
 */
export class ChunkLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} could not be loaded`, { cause });
    this.name = 'ChunkLoadError';
  }
}
