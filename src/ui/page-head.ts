import type { Params } from 'react-router-dom';
import type { Language } from '@/ui/language';

/**
 * What a page says about itself in its <head>, declared once with its route (the route's `handle`):
 * the app reads the title after every client-side navigation, and the prerender writes every tag.
 */
export interface PageHead {
  /** The whole document title, such as "Tech Blog · Avery Quinn" (see page-title.ts). */
  title: string;
  /** For search results and link previews; a page without one claims none. */
  description?: string;
  ogType?: 'website' | 'article';
  /**
   * The page's own link-preview picture (an absolute URL of a JPEG or PNG, its size and what it shows); without it the
   * site's preview image.
   */
  image?: { url: string; width: number; height: number; alt: string };
  /** Structured data (schema.org), one JSON-LD script each. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Open Graph properties beyond the common ones, such as ["article:published_time", "2025-03-04"]. */
  properties?: readonly (readonly [property: string, content: string])[];
  /**
   * Stylesheets only this page needs (a post with math, a notebook), after the site's, applied from the first paint.
   */
  stylesheets?: readonly string[];
}

/** A route's head: from its URL parameters, its loader's data and the page's language. */
export type HeadOfRoute = (route: { params: Params; data: unknown; language: Language }) => PageHead;

export interface RouteHandle {
  head: HeadOfRoute;
}

interface MatchLike {
  params: Params;
  handle?: unknown;
  data?: unknown;
}

const hasHead = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).head === 'function';

/** The head of the deepest matched route that declares one, in the page's language. */
export function headOfMatches(matches: readonly MatchLike[], language: Language): PageHead | undefined {
  const match = matches.findLast((candidate) => hasHead(candidate.handle));
  return match && (match.handle as RouteHandle).head({ params: match.params, data: match.data, language });
}
