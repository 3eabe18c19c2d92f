import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  type Navigator,
  type NavigationType,
  Router,
  type UNSAFE_createMemoryHistory,
} from 'react-router-dom';
import { sitePath } from '@/ui/site-paths';
import { type LoadedPage, loadPage, pathInsideSite } from './page-load';
import { PageView } from './page-view';
import { routes } from './routes';
import { useScrollRestoration } from './scroll-restoration';

/** A history of the browser's (the site) or in memory (the unit tests), as React Router makes them. */
export type SiteHistory = Omit<ReturnType<typeof UNSAFE_createMemoryHistory>, 'index'>;

/** What the router shows: a location, how it was reached, and its page. */
export interface Shown {
  location: Location;
  action: NavigationType;
  page: LoadedPage;
  /** The navigation asked to keep the scroll position (opening a card: the same page, a step in the history). */
  keepScroll: boolean;
}

/**
 * The page at the history's location, following a route's redirect (which replaces the entry); rejects
 * when the page's language cannot be loaded, as the first page has no other to speak in.
 */
export async function loadFirstPage(history: SiteHistory, basename: string): Promise<LoadedPage> {
  const page = await loadPage(routes, pathInsideSite(history.location.pathname, basename) ?? '/', undefined, {
    landing: true,
  });
  if (page.status !== 'redirect') return page;
  history.replace(sitePath(page.to));
  return loadFirstPage(history, basename);
}

/**
 * The site's router: React Router's <Router> over `history`, showing a location once its page is
 * loaded (its language, and what its route loads: a post's chunk), so the page before stays until
 * the next is ready, as a data router does; a route change within a page (a card opened, a hash)
 * keeps its page. Restores each page's scroll position (src/app/scroll-restoration.ts).
 */
export function SiteRouter({
  history,
  basename,
  first,
}: {
  history: SiteHistory;
  basename: string;
  first: LoadedPage;
}) {
  const [shown, setShown] = useState<Shown>(() => ({
    location: history.location,
    action: history.action,
    page: first,
    keepScroll: false,
  }));
  const latest = useRef(shown);
  useLayoutEffect(() => {
    latest.current = shown;
  });
  // the navigation's options (React Router hands them to the navigator only): whether it keeps the scroll position
  const keepScroll = useRef(false);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, options) => {
        keepScroll.current = options?.preventScrollReset === true;
        history.push(to, state);
      },
      replace: (to, state, options) => {
        keepScroll.current = options?.preventScrollReset === true;
        history.replace(to, state);
      },
    }),
    [history],
  );
  const remember = useScrollRestoration(shown);

  useLayoutEffect(() => {
    let current = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++current;
      const keep = keepScroll.current;
      keepScroll.current = false;
      const before = latest.current;
      remember(before.location);
      const path = pathInsideSite(location.pathname, basename) ?? '/';
      // the same page (an open card's step in the history, a hash): shown at once, as it is
      if (before.page.status === 'shown' && path === pathInsideSite(before.location.pathname, basename)) {
        setShown({ location, action, page: before.page, keepScroll: keep });
        return;
      }
      void loadPage(routes, path, before.page.language).then((page) => {
        if (navigation !== current) return;
        // replacing the entry calls this listener again, for the page it leads to
        if (page.status === 'redirect') history.replace(sitePath(page.to));
        else setShown({ location, action, page, keepScroll: keep });
      });
    });
  }, [history, basename, remember]);

  return (
    <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={navigator}>
      <PageView page={shown.page} />
    </Router>
  );
}
