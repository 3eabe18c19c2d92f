import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { routes } from './app/routes';
import { routerBasename, sitePath } from './shared/site-paths';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppShell>
      <RouterProvider router={createBrowserRouter(routes, { basename: routerBasename() })} />
    </AppShell>
  </StrictMode>
);

// Prerendered pages (see scripts/prerender.mjs) are hydrated; every other path starts from the empty shell.
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
const prerendered = container.dataset.prerendered;
if (prerendered !== undefined && trimSlash(sitePath(prerendered)) === trimSlash(window.location.pathname)) hydrateRoot(container, app);
else createRoot(container).render(app);
