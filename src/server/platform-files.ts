import { insideBase } from '@/shared/base-path';
import { matchPath } from 'react-router-dom';
import { cspMetaValue, headerRules, languageShell, spaFallback, type HstsOptions } from '@/shared/deploy-policy';

// The hosting platforms' configuration files, all made from deploy-policy.ts: vercel.json (committed, checked by a
// test), and _headers, _redirects and .nojekyll written into dist/ by the build (scripts/prerender.mjs).

const GENERATED = 'Generated from src/shared/deploy-policy.ts; edit that file, not this one.';

/**
 * vercel.json. Vercel serves a deployment at the root of its domain, so its paths start at "/" (a
 * site built for a sub-path does not work there: build it with BASE_PATH=/).
 *
 * One fallback for every language, the default language's shell, as on GitHub Pages (404.html):
 * Vercel reads the committed file, which is the same for any owner whatever the languages of their
 * site.ts, so adding a language asks for no step to remember. The shell holds no content: the router
 * renders the path's page in the path's language, and the page sets its <html lang>, dir and title;
 * what another language's shell would change is only those, in the instant before the app runs, on a
 * page search engines are told to leave out. (_redirects, written by each build, sends each
 * language's paths to its own shell.)
 */
export function vercelConfig(hsts: HstsOptions | undefined): Record<string, unknown> {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    // /blog is dist/blog/index.html
    cleanUrls: true,
    trailingSlash: false,
    // Vercel looks for a file first: only a path that is no file reaches the rewrite
    rewrites: [{ source: '/:path*', destination: `/${spaFallback.shell}` }],
    headers: headerRules(hsts).map((rule) => ({
      source: `/${rule.folder}(.*)`,
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  };
}

export const vercelJson = (hsts: HstsOptions | undefined): string => `${JSON.stringify(vercelConfig(hsts), null, 2)}\n`;

/** _headers (Netlify, Cloudflare Pages): every block whose path matches adds its headers. */
export function headersFile(base: string, hsts: HstsOptions | undefined): string {
  const blocks = headerRules(hsts).map((rule) =>
    [insideBase(base, `${rule.folder}*`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return [`# Netlify and Cloudflare Pages: response headers. ${GENERATED}`, ...blocks, ''].join('\n');
}

/**
 * _redirects (Netlify, Cloudflare Pages): the router's paths that are not prerendered get the shell
 * of their language (the one whose folder, of `languagePrefixes`, starts the path) with status 200. Not a catch-all
 * "/*": Cloudflare Pages applies rewrites before looking for a
 * file, so "/*" would answer every asset with the shell; there, and on Netlify, every other missing
 * path gets 404.html (the same shell) with status 404. The target has no ".html": Cloudflare Pages
 * redirects a request for "/spa.html" to "/spa", which would show in the address bar. A prerendered
 * page that such a pattern also matches (a post, /blog/<slug>, a tag, /blog/tags/<tag>) comes first, to its own folder:
 * Netlify serves an existing file before any rule, Cloudflare Pages does not.
 */
export function redirectsFile(
  base: string,
  clientRoutes: readonly string[],
  prerendered: readonly string[] = [],
  languagePrefixes: readonly string[] = [],
): string {
  const inside = (path: string) => insideBase(base, path);
  const prefixOf = (route: string) =>
    languagePrefixes.find((prefix) => prefix !== '' && route.split('/')[1] === prefix) ?? '';
  const target = (route: string) => inside(languageShell(prefixOf(route)).replace(/\.html$/, ''));
  const shadowed = prerendered.filter((path) => path !== '/' && clientRoutes.some((route) => matchPath(route, path)));
  const rules = [
    // percent-encoded, as the request names it: a tag's page may have letters of any script (/blog/tags/機械学習)
    ...shadowed.map((path) => `${encodeURI(inside(path))}  ${encodeURI(inside(path))}/  200`),
    ...clientRoutes.map((route) => `${inside(route)}  ${target(route)}  ${spaFallback.status}`),
  ];
  return [`# Netlify and Cloudflare Pages: the single-page fallback. ${GENERATED}`, ...rules, ''].join('\n');
}

/** The site's Content-Security-Policy as a <meta>, for hosts that send no headers (GitHub Pages). */
export const cspMetaTag = (): string => `<meta http-equiv="Content-Security-Policy" content="${cspMetaValue()}" />`;

/**
 * The files the build writes next to the pages for the hosts (see scripts/prerender.mjs); `languagePrefixes`: the
 * folders of the site's languages.
 */
export function platformFiles(
  base: string,
  hsts: HstsOptions | undefined,
  clientRoutes: readonly string[],
  prerendered: readonly string[],
  languagePrefixes: readonly string[] = [],
): Record<string, string> {
  return {
    _headers: headersFile(base, hsts),
    _redirects: redirectsFile(base, clientRoutes, prerendered, languagePrefixes),
    // GitHub Pages: publish the folder as it is (no Jekyll, which would also drop files starting with "_")
    '.nojekyll': '',
  };
}
