import { matchRoutes } from 'react-router-dom';
import { type Language, languageOfPath, loadLanguage, pathInDefaultLanguage } from '@/ui/language';
import {
  ChunkLoadError,
  type PageModule,
  type PageParams,
  PageNotFound,
  PageRedirect,
  type PageRoute,
} from '@/ui/page-route';

/** A page ready to be shown: the same in the browser (before it is shown) and in the prerender. */
export type LoadedPage =
  /** The route's page (its module), with what its `load` fetched. */
  | { status: 'shown'; language: Language; module: PageModule; params: PageParams; data: unknown }
  /** A chunk the page needs did not arrive: the page says so, in `language`, and offers to reload. */
  | { status: 'unloaded'; language: Language; error: ChunkLoadError }
  /** The router's error screen: an address no route has (404), or the route's `load` failed otherwise. */
  | { status: 'error'; language: Language; error: unknown };

/** Where a loaded page leads instead of being shown: a route's `load` redirected (a path inside the site). */
export interface Redirect {
  status: 'redirect';
  to: string;
}

/**
 * The path inside the site of a URL's path (without the base path, as React Router's basename strips it:
 * "/portfolio/blog" → "/blog"), or null for a path outside the site.
 */
export function pathInsideSite(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const rest = pathname.slice(basename.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : null;
}

/** The route of a path inside the site, in the path's language, with its parameters (decoded), or undefined. */
export function matchPage(
  routes: readonly PageRoute[],
  path: string,
): { route: PageRoute; params: PageParams } | undefined {
  const [match] = matchRoutes([...routes], pathInDefaultLanguage(path)) ?? [];
  return match && { route: match.route, params: match.params };
}

/**
 * The page at `path` (inside the site): its language, its route's module and what that loads. A chunk
 * that does not arrive is a page that says so, in `fallback` (the page shown before) when the
 * language's own chunk is what failed; without `fallback` that failure rejects. `landing`: the visit's first page,
 * which the browser hydrates (PageRequest's).
 */
export async function loadPage(
  routes: readonly PageRoute[],
  path: string,
  fallback?: Language,
  { landing = false }: { landing?: boolean } = {},
): Promise<LoadedPage | Redirect> {
  const match = matchPage(routes, path);
  // the language and the page's module at once: each may be a chunk of its own
  const [language, page] = await Promise.allSettled([loadLanguage(languageOfPath(path)), match?.route.page()]);
  if (language.status === 'rejected') {
    if (!fallback) throw language.reason;
    return {
      status: 'unloaded',
      language: fallback,
      error: new ChunkLoadError('The page’s language', language.reason),
    };
  }
  if (page.status === 'rejected')
    return { status: 'unloaded', language: language.value, error: new ChunkLoadError('The page', page.reason) };
  if (!match || !page.value) return { status: 'error', language: language.value, error: new PageNotFound() };
  const { params } = match;
  try {
    const data = await page.value.load?.({ params, language: language.value, landing });
    return { status: 'shown', language: language.value, module: page.value, params, data };
  } catch (error) {
    if (error instanceof PageRedirect) return { status: 'redirect', to: error.to };
    if (error instanceof ChunkLoadError) return { status: 'unloaded', language: language.value, error };
    return { status: 'error', language: language.value, error };
  }
}
