// The path the site is served under, such as "/" or "/portfolio/". It is the path part of `url` in
// src/content/site.ts, or BASE_PATH at build time (a CI workflow sets it from the repository's name).
// vite.config.ts hands it to Vite as `base`; the code reads it back as import.meta.env.BASE_URL
// (see src/ui/site-paths.ts). Every path the site writes is put under it by insideBase(), and
// every path it is asked for is read back by underBase().

/** One path segment: the characters a repository name or a folder name in a URL may use. */
const SEGMENT = /^[\w.~-]+$/;

/** "portfolio", "/portfolio", "/portfolio/" → "/portfolio/"; "", "/" → "/". Throws on anything else. */
export function normalizeBasePath(path: string, source = 'BASE_PATH'): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const bad = segments.find((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..');
  if (bad !== undefined) {
    throw new Error(`${source} "${path}" must be a path of folder names such as /portfolio/ (found "${bad}")`);
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The base path of a build: BASE_PATH when set (and not empty), otherwise the path of the site's URL. */
export function resolveBasePath(siteUrl: string, override: string | undefined): string {
  if (override !== undefined && override.trim() !== '') return normalizeBasePath(override.trim());
  return normalizeBasePath(new URL(siteUrl).pathname, `The path of url in src/content/site.ts`);
}

/** The base path of a site whose url may not be valid yet (content being fixed): resolveBasePath's, else "/". */
export const basePathOrRoot = (siteUrl: string | undefined, override: string | undefined): string =>
  siteUrl !== undefined && URL.canParse(siteUrl) ? resolveBasePath(siteUrl, override) : '/';

/** A path of the site under the base path: insideBase('/portfolio/', '/resume.pdf') → "/portfolio/resume.pdf". */
export const insideBase = (base: string, path: string): string => `${base}${path.replace(/^\/+/, '')}`;

/**
 * A requested path relative to the base path, as the build's files are named: underBase('/portfolio/',
 * '/portfolio/blog/') → "blog/", "" for the base itself (with or without its slash); undefined for a
 * path outside the base.
 */
export function underBase(base: string, path: string): string | undefined {
  if (path.startsWith(base)) return path.slice(base.length);
  return path === base.replace(/\/$/, '') ? '' : undefined;
}
