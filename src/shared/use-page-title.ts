import { useEffect } from 'react';
import { pageTitle } from './page-title';

/**
 * Declares the page's document title (see `pageTitle`): every page calls it once, so the title is
 * right on the first load and after every client-side route change.
 */
export function usePageTitle(page?: string): void {
  const title = pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
