import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';
import type { Shown } from './site-router';

// Each page's scroll position, by its path (every fresh page load has the same location key, which
// would carry one page's position to another): kept for the tab's session, so a reload finds it too.
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> = {};

const keyOf = (location: Pick<Location, 'pathname'>) => location.pathname;

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scroll restoration as React Router's <ScrollRestoration> does it, keyed by path: a page shown
 * again (Back, Forward, a link to it, a reload) returns to where it was left; otherwise a new page
 * starts at the element its hash names, or at the top, unless the navigation kept the scroll position
 * (a card opened: the same page). Returns the function that remembers a location's position as the
 * router leaves it.
 */
export function useScrollRestoration(shown: Shown): (location: Location) => void {
  const first = useRef(true);
  useLayoutEffect(() => {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      // no storage (a private window's policy): positions live as long as the page
    }
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      positions[keyOf(window.location)] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // as above
      }
      // a reload or a visit to another site: the browser restores what it knows
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions[keyOf(shown.location)];
    const firstPage = first.current;
    first.current = false;
    if (typeof saved === 'number') window.scrollTo(0, saved);
    // the first page is where the browser put it (at its hash, or where the reader has already scrolled)
    else if (firstPage || shown.keepScroll) return;
    else {
      const target = shown.location.hash ? elementOfHash(shown.location.hash) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [shown]);

  return useCallback((location: Location) => {
    positions[keyOf(location)] = window.scrollY;
  }, []);
}
