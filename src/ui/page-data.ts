import { createContext, useContext } from 'react';
import type { PageParams } from './page-route';

/** The shown page's URL parameters and what its route's `load` fetched for it. */
export interface PageData {
  params: PageParams;
  data: unknown;
}

const PageDataContext = createContext<PageData>({ params: {}, data: undefined });
export const PageDataProvider = PageDataContext.Provider;

/** What the shown page's route loaded (its `load`'s result), as the page's component expects it. */
export const usePageData = <T>(): T => useContext(PageDataContext).data as T;

/** The shown page's URL parameters: { slug: "first-post" } on /blog/first-post. */
export const usePageParams = (): PageParams => useContext(PageDataContext).params;
