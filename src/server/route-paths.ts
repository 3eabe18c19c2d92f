import { languagePath, languages } from '@/ui/language';
import type { PageRoute } from '@/ui/page-route';

/**
 * Every path pattern of the router, in every language ("/", "/blog", "/blog/:slug", "/pt-br/blog/:slug"), in the
 * syntax React Router and _redirects share.
 */
function routePatterns(routes: readonly PageRoute[]): string[] {
  return languages.flatMap((language) =>
    routes.map(({ path }) => {
      if (path.includes('?'))
        throw new Error(`Route "${path}": optional segments have no _redirects equivalent; list each path`);
      return languagePath(language, path);
    }),
  );
}

/** The patterns without parameters: pages with one address each, prerendered. */
export const staticRoutePaths = (routes: readonly PageRoute[]): string[] =>
  routePatterns(routes).filter((path) => !/[:*]/.test(path));

/** The router's paths that are not prerendered: the single-page shell answers them. */
export const clientRoutePaths = (routes: readonly PageRoute[], prerendered: readonly string[]): string[] =>
  routePatterns(routes).filter((path) => !prerendered.includes(path));
