import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { hydrationData } from './app/hydration-data';
import { routes } from './app/routes';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (data?: HydrationState) => (
  <StrictMode>
    <AppShell>
      <RouterProvider router={createBrowserRouter(routes, data && { hydrationData: data })} />
    </AppShell>
  </StrictMode>
);

// Prerendered pages (see scripts/prerender.mjs) are hydrated; every other path starts from the empty shell.
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
if (container.dataset.prerendered === trimSlash(window.location.pathname)) {
  const data = hydrationData(routes, window.location);
  if (!data) hydrateRoot(container, app());
  // a blog chunk that does not arrive leaves the prerendered page as it is: readable, its links plain links
  else data.then((loaded) => hydrateRoot(container, app(loaded)), (error) => console.warn('Page left as prerendered:', error));
} else createRoot(container).render(app());
