import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import type { LoadedPage } from './app/page-load';
import { loadFirstPage, SiteRouter } from './app/site-router';
import { routerBasename, sitePath } from './ui/site-paths';
import 'virtual:theme-colours.css';
import './app/styles.css';
// the owner's stylesheet (content/slots/styles.css), after the template's: their rules win
import 'virtual:slot-styles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// the history React Router's <BrowserRouter> keeps; the site's router shows a location once its page is loaded
const history = createBrowserHistory({ window, v5Compat: true });
const basename = routerBasename();
const app = (first: LoadedPage) => (
  <StrictMode>
    <AppShell>
      <SiteRouter history={history} basename={basename} first={first} />
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
const hydrating =
  prerendered !== undefined && trimSlash(sitePath(prerendered)) === trimSlash(decoded(window.location.pathname));
// the page's language and what its route loads (a post's chunk) first, so the first render is the prerendered HTML;
// a chunk that does not arrive leaves the prerendered page as it is: readable, its links plain links
const leave = (error: unknown) => console.warn('Page left as prerendered:', error);
loadFirstPage(history, basename).then((first) => {
  if (!hydrating) createRoot(container).render(app(first));
  else if (first.status !== 'shown') leave(first.error);
  // in a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a click on a part not yet hydrated is replayed once it is)
  else startTransition(() => void hydrateRoot(container, app(first)));
}, leave);
