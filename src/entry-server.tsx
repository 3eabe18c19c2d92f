import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { clientRoutePaths, hostFiles as renderHostFiles } from './build/hosting/host-files';
import { routes } from './app/routes';
import { site } from '@/content/site';
import { prerenderedPaths } from './build/head/site-metadata';
import { basePath, routerBasename, sitePath } from './shared/site-paths';

export { headTags, prerenderedPaths, siteFiles } from './build/head/site-metadata';

/** The HTML of one route, as the browser's first render will produce it (see scripts/prerender.mjs). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes, { basename: routerBasename() });
  const context = await handler.query(new Request(new URL(sitePath(path), 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} returned a redirect`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path} returned status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppShell>
        {/* hydrate={false}: no inline hydration-data script, so a strict CSP holds (the routes have no loaders) */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
}

/** _headers, _redirects and .nojekyll for this build's base path (see src/app/hosting/host-files.ts). */
export const hostFiles = (): Record<string, string> => renderHostFiles(basePath(), site.hsts, clientRoutePaths(routes, prerenderedPaths), prerenderedPaths);
