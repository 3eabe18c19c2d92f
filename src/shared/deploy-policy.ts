// What every hosting platform must do for this site, written once: the security headers, the cache rules and the
// single-page fallback. platform-files.ts turns them into vercel.json, _headers, _redirects and the CSP
// <meta> of every page; tooling/plugins/preview-as-deployed.ts makes `vite preview` behave the same.

/** Content-Security-Policy, directive by directive: nothing but the site's own files, no inline code. */
const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Directives a policy in <meta http-equiv> cannot carry: browsers ignore them there, with a console warning. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

const serialize = (directives: [string, readonly string[]][]) =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** The policy as the Content-Security-Policy header. */
export const cspHeaderValue = (): string => serialize(Object.entries(contentSecurityPolicy));

/** The policy as a <meta http-equiv> carries it, for hosts that cannot set headers (GitHub Pages). */
export const cspMetaValue = (): string =>
  serialize(Object.entries(contentSecurityPolicy).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)));

/** Two years, as the HSTS preload list asks. */
const HSTS_MAX_AGE = 63_072_000;

/** Strict-Transport-Security beyond max-age, from the content's site.ts. */
export interface HstsOptions {
  includeSubDomains: boolean;
  preload: boolean;
}

/** The header's value; without options (site.ts has no `hsts`), this host only, not preloaded. */
export function hstsValue(options: HstsOptions | undefined): string {
  return [`max-age=${HSTS_MAX_AGE}`, options?.includeSubDomains && 'includeSubDomains', options?.preload && 'preload']
    .filter(Boolean)
    .join('; ');
}

export interface HeaderRule {
  /** A folder inside the site, relative to its base path ("" is the whole site, "assets/" the hashed files). */
  folder: string;
  headers: readonly (readonly [name: string, value: string])[];
}

/** Response headers by folder; a response gets the headers of every rule whose folder holds it. */
export function headerRules(hsts: HstsOptions | undefined): HeaderRule[] {
  return [
    {
      folder: '',
      headers: [
        ['Content-Security-Policy', cspHeaderValue()],
        ['Strict-Transport-Security', hstsValue(hsts)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        [
          'Permissions-Policy',
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        ],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    // the names of the files in assets/ carry a hash of their content: a changed file is a new URL
    { folder: 'assets/', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
}

/**
 * The single-page fallback: a path that is no file is answered with the empty shell (status 200),
 * whose router renders the page or its error screen. Not index.html: that is the prerendered home
 * page and would flash before the right page. Hosts without rewrites (GitHub Pages) serve 404.html,
 * the same shell, with status 404.
 */
export const spaFallback = { shell: 'spa.html', notFoundPage: '404.html', status: 200 } as const;

/**
 * The shell of a language, from the site's root: spa.html for the default language (prefix ""),
 * "pt-br/spa.html" in another language's folder, so a path under /pt-br/ opens with that language's
 * <html lang> and head. Hosts without rewrites have the one 404.html, the default language's shell:
 * the router still renders the page in the language of its path.
 */
export const languageShell = (prefix: string): string =>
  prefix ? `${prefix}/${spaFallback.shell}` : spaFallback.shell;

/**
 * The 404 page of a language, the same shell as its spa.html: 404.html at the site's root for the
 * default language, "pt-br/404.html" in another's folder. Cloudflare Pages answers a missing path
 * with the nearest 404.html up its folders, so a missing /pt-br/… opens in Portuguese before any
 * script runs; GitHub Pages and Netlify serve the root's, whose router still speaks the path's language.
 */
export const languageNotFoundPage = (prefix: string): string =>
  prefix ? `${prefix}/${spaFallback.notFoundPage}` : spaFallback.notFoundPage;
