import { useMatches } from 'react-router-dom';
import { useLanguage } from '@/ui/language';
import { headOfMatches } from '@/ui/page-head';
import { useDocumentTitle } from '@/ui/use-document-title';

/**
 * The matched route's title as the document title: right on the first load and after every
 * client-side route change, from the same declaration the prerender writes into the page's head.
 */
export function RouteTitle() {
  useDocumentTitle(headOfMatches(useMatches(), useLanguage())?.title);
  return null;
}
