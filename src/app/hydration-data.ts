import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/**
 * The loader data of the routes a prerendered page matches, fetched in the browser before hydrating.
 * The prerenderer writes no inline data script (the CSP forbids it, see src/entry-server.tsx), so
 * the browser runs the same loaders (the blog's: chunks of the post list and the post) and
 * hydrates with their data, and its first render is the prerendered HTML. A matched lazy route is
 * resolved first, as React Router documents for hydrating lazy routes. Undefined when no matched
 * route is lazy or has a loader: the page hydrates at once, as it always did.
 */
export function hydrationData(
  routes: RouteObject[],
  location: Location,
  basename = '/',
): Promise<HydrationState> | undefined {
  const matches = matchRoutes(routes, location, basename) ?? [];
  if (!matches.some(({ route }) => typeof route.lazy === 'function' || typeof route.loader === 'function'))
    return undefined;
  const request = new Request(location.href);
  return Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      if (typeof route.loader !== 'function') return [];
      if (!route.id) throw new Error(`The route "${route.path ?? ''}" has a loader but no id to hydrate its data with`);
      const load = route.loader as (args: { request: Request; params: typeof params; context: unknown }) => unknown;
      return [[route.id, await load({ request, params, context: undefined })] as const];
    }),
  ).then((entries) => ({ loaderData: Object.fromEntries(entries.flat()) }));
}
