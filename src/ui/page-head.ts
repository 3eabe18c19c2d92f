/**
 * What a page says about itself in its <head>, declared once with its route (src/ui/page-route.ts):
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
  /**
   * A page of a list of posts longer than a page: the paths inside the site of the pages before and after it, which
   * its head links (rel="prev", rel="next").
   */
  listPages?: { previous?: string; next?: string };
  /** Named <meta> tags beyond the common ones, such as Google Scholar's ["citation_title", "…"], in their order. */
  names?: readonly (readonly [name: string, content: string])[];
  /** Open Graph properties beyond the common ones, such as ["article:published_time", "2025-03-04"]. */
  properties?: readonly (readonly [property: string, content: string])[];
  /**
   * Stylesheets only this page needs (a post with math, a notebook), after the site's, applied from the first paint.
   */
  stylesheets?: readonly string[];
}
