import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/**
 * The loader data of the routes a prerendered page matches, fetched in the browser before hydrating.
 * The prerenderer writes no inline data script (the CSP forbids it, see src/entry-server.tsx), so
 * the browser runs the same loaders (the blog's: chunks of the post list and the post) and
 * hydrates with their data, and its first render is the prerendered HTML. Undefined when no
 * matched route has a loader: the page hydrates at once, as it always did.
 */
export function hydrationData(routes: RouteObject[], location: Location): Promise<HydrationState> | undefined {
  const withLoaders = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.loader === 'function');
  if (withLoaders.length === 0) return undefined;
  const request = new Request(location.href);
  return Promise.all(
    withLoaders.map(async ({ route, params }) => {
      if (!route.id) throw new Error(`The route "${route.path ?? ''}" has a loader but no id to hydrate its data with`);
      const load = route.loader as (args: { request: Request; params: typeof params; context: unknown }) => unknown;
      return [route.id, await load({ request, params, context: undefined })] as const;
    }),
  ).then((entries) => ({ loaderData: Object.fromEntries(entries) }));
}
