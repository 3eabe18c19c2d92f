// The path the site is served under, such as "/" or "/portfolio/". It is the path part of `url` in
// src/content/site.ts, or BASE_PATH at build time (a CI workflow sets it from the repository's name).
// vite.config.ts hands it to Vite as `base`; the code reads it back as import.meta.env.BASE_URL
// (see src/shared/site-paths.ts).

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
