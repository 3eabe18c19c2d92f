import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { hydrationData } from './app/hydration-data';
import { routes } from './app/routes';
import { routerBasename, sitePath } from './ui/site-paths';
import 'virtual:theme-colours.css';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const basename = routerBasename();
const app = (data?: HydrationState) => (
  <StrictMode>
    <AppShell>
      <RouterProvider router={createBrowserRouter(routes, { basename, ...(data && { hydrationData: data }) })} />
    </AppShell>
  </StrictMode>
);

// Prerendered pages (see scripts/prerender.mjs) are hydrated; every other path starts from the empty shell.
// The page names its path as written (a tag's page: /blog/tags/機械学習), the address bar percent-encoded.
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
const prerendered = container.dataset.prerendered;
if (prerendered !== undefined && trimSlash(sitePath(prerendered)) === trimSlash(decoded(window.location.pathname))) {
  const data = hydrationData(routes, window.location, basename);
  // in a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a click on a part not yet hydrated is replayed once it is)
  const hydrate = (loaded?: HydrationState) => startTransition(() => void hydrateRoot(container, app(loaded)));
  if (!data) hydrate();
  // a blog chunk that does not arrive leaves the prerendered page as it is: readable, its links plain links
  else data.then(hydrate, (error) => console.warn('Page left as prerendered:', error));
} else createRoot(container).render(app());
