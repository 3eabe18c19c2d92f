import type { Site } from '../content-kit/schema';

/** Where the site is deployed. Canonical links, link previews, the sitemap and robots.txt use it. */
export const site: Site = {
  url: 'https://avery-quinn.vercel.app',
  /** Browser UI colour (address bar on phones): the dark theme's page colour. */
  themeColor: '#020617',
};
