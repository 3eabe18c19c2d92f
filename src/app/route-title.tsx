import { useDocumentTitle } from '@/ui/use-document-title';
import type { LoadedPage } from './page-load';

/**
 * The page's title as the document title: right on the first load and after every client-side
 * route change, from the same declaration the prerender writes into the page's head.
 */
export function RouteTitle({ page }: { page: Extract<LoadedPage, { status: 'shown' }> }) {
  useDocumentTitle(page.module.head(page).title);
  return null;
}
