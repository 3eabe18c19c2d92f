import type { Site } from './schema';

/** The lists of the home page that get a page of their own when they are long: news.ts's items, talks.ts's talks. */
export type LongList = 'news' | 'talks';

/** How many of a list's entries the home page shows when site.ts does not say: the newest five items, six talks. */
const ON_HOME: Record<LongList, number> = { news: 5, talks: 6 };

/** site.ts's option that says how many of a list's entries the home page shows. */
const OPTION = { news: 'newsOnHome', talks: 'talksOnHome' } as const satisfies Record<LongList, keyof Site>;

/** How many of a list's entries (newest first) the home page shows; the rest are on the list's page (/news, /talks). */
export const onHome = (site: Pick<Site, 'newsOnHome' | 'talksOnHome'> | undefined, list: LongList): number =>
  site?.[OPTION[list]] ?? ON_HOME[list];

/** Whether the site has a page of every entry of the list (/news, /talks): it holds more than the home page shows. */
export const hasListPage = (
  site: Pick<Site, 'newsOnHome' | 'talksOnHome'> | undefined,
  list: LongList,
  entries: number,
): boolean => entries > onHome(site, list);
