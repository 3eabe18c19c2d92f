import { site } from 'virtual:site';
import { insideBase } from '@/shared/base-path';

// The site may live under a sub-path (https://avery.github.io/portfolio/): every URL the code writes
// goes through these two helpers, so no request leaves the base path. React Router's <Link>s need
// neither (the router's basename adds the base); hashed assets get it from Vite.

/** The base path of this build, "/" or "/portfolio/" (Vite's `base`, see src/shared/base-path.ts). */
export const basePath = (): string => import.meta.env.BASE_URL;

/**
 * A path inside the site, for an href or a src: sitePath('/resume.pdf') → "/portfolio/resume.pdf", sitePath('/') →
 * "/portfolio/".
 */
export const sitePath = (path: string): string => insideBase(basePath(), path);

/**
 * The absolute URL of a path inside the site (canonical links, link previews, sitemap, feeds): siteUrl('/blog') →
 * "https://avery.github.io/portfolio/blog".
 */
export function siteUrl(path: string): string {
  return new URL(sitePath(path), new URL(site.url).origin).href;
}

/** The absolute URL of an href that already carries the base path, such as a built asset's URL. */
export function absoluteUrl(href: string): string {
  return new URL(href, new URL(site.url).origin).href;
}

/** The router's basename: the base path without its trailing slash, so "/portfolio" matches too. */
export const routerBasename = (): string => basePath().replace(/(.)\/$/, '$1');
