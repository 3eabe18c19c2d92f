import type { Site } from '@/shared/content/schema';

export const site: Site = {
  /**
   * The address of the home page. Canonical links, link previews, the sitemap and robots.txt use it,
   * and its path is where the site lives: "https://avery.github.io/portfolio/" builds the site for
   * /portfolio/ (GitHub Pages project site). The build's BASE_PATH overrides that path.
   */
  url: 'https://avery-quinn.vercel.app',
  /**
   * Strict-Transport-Security beyond "always HTTPS on this host": turn these on only when every
   * subdomain of your domain serves HTTPS, and you want browsers to ship that rule (hstspreload.org).
   * Hard to undo: a preloaded domain stays HTTPS-only for months.
   */
  hsts: { includeSubDomains: false, preload: false },
};
