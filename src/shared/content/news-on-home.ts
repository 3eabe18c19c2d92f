import type { Site } from './schema';

/** How many news items the home page shows when site.ts does not say (`newsOnHome`): the newest five. */
const NEWS_ON_HOME = 5;

/** How many of the news items (news.ts, newest first) the home page shows; the rest are on the news page (/news). */
export const newsOnHome = (site: Pick<Site, 'newsOnHome'> | undefined): number => site?.newsOnHome ?? NEWS_ON_HOME;

/** Whether the site has a page of every news item (/news): news.ts holds more than the home page shows. */
export const hasNewsPage = (site: Pick<Site, 'newsOnHome'> | undefined, items: number): boolean =>
  items > newsOnHome(site);
