import type { RouteObject } from 'react-router-dom';

const joinRoute = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Every path pattern of the router that renders a page ("/", "/blog", "/blog/:slug"), in the syntax React Router and
 * _redirects share.
 */
function routePatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.index || route.path === undefined ? parent : joinRoute(parent, route.path);
    if (path.includes('?'))
      throw new Error(`Route "${path}": optional segments have no _redirects equivalent; list each path`);
    const own =
      route.index || (route.path !== undefined && !route.children?.some((child) => child.index)) ? [path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/** The patterns without parameters: pages with one address each, prerendered. */
export const staticRoutePaths = (routes: readonly RouteObject[]): string[] =>
  routePatterns(routes).filter((path) => !/[:*]/.test(path));

/** The router's paths that are not prerendered: the single-page shell answers them. */
export const clientRoutePaths = (routes: readonly RouteObject[], prerendered: readonly string[]): string[] =>
  routePatterns(routes).filter((path) => !prerendered.includes(path));
