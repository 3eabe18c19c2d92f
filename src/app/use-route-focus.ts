import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// The path shown last, kept outside React: the error screen has a layout of its own, so a route
// change between it and a page mounts a new layout, which must still know that it is no first load.
let shownPath: string | null = null;

/**
 * After a client-side route change (not on the first page of a visit, and not when only the hash
 * or the history state changes), moves focus to the new page's main heading, or to <main> when it
 * has none, so a screen reader announces the page rather than staying on the link that led there.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // no scroll: the router has already put the page where it belongs (top, or where it was left)
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
}
