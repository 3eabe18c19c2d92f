import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { site } from '@/content/site';
import { prerenderedPaths } from '@/entry-server';
import { languagePath, languages } from '@/ui/language';
import { clientRoutePaths } from './route-paths';
import { headersFile, platformFiles, redirectsFile, vercelConfig, vercelJson } from './platform-files';
import { cspHeaderValue, cspMetaValue, headerRules, hstsValue } from '@/shared/deploy-policy';
import { SUB_PATH } from '../../tests/support/sub-path';

const noSubdomains = { includeSubDomains: false, preload: false };

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

/** _headers back into [path, [name, value][]] blocks. */
function parseHeadersFile(text: string): [string, [string, string][]][] {
  const blocks: [string, [string, string][]][] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) blocks.push([line, []]);
    else {
      const [name = '', ...value] = line.trim().split(': ');
      blocks.at(-1)![1].push([name, value.join(': ')]);
    }
  }
  return blocks;
}

describe('vercel.json', () => {
  it('is the committed file: run `npm run vercel-json` after changing src/shared/deploy-policy.ts or the HSTS options of site.ts', () => {
    // vitest runs from the project's folder
    const committed = readFileSync(resolve('vercel.json'), 'utf8');
    expect(committed).toBe(vercelJson(site.hsts));
  });

  it('sends the policy on every path, caches assets/ for a year and answers other paths with the shell', () => {
    const config = vercelConfig(noSubdomains) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: unknown[];
    };
    expect(config.rewrites).toEqual([{ source: '/:path*', destination: '/spa.html' }]);
    expect(config.headers.map((rule) => rule.source)).toEqual(['/(.*)', '/assets/(.*)']);
    expect(config.headers[0]!.headers).toContainEqual({ key: 'Content-Security-Policy', value: cspHeaderValue() });
    expect(config.headers[1]!.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
  });
});

describe('the security policy', () => {
  it('allows the site’s own files only: no inline code, no eval, no data: URLs, no framing', () => {
    const csp = directives(cspHeaderValue());
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(cspHeaderValue()).not.toMatch(/unsafe-inline|unsafe-eval|data:|upgrade-insecure-requests/);
  });

  it('carries in a <meta> every directive but frame-ancestors, which a meta cannot', () => {
    const header = directives(cspHeaderValue());
    header.delete('frame-ancestors');
    expect(directives(cspMetaValue())).toEqual(header);
  });

  it('asks for HSTS on this host only, unless the owner opts in to subdomains and preload', () => {
    expect(hstsValue(noSubdomains)).toBe('max-age=63072000');
    expect(hstsValue({ includeSubDomains: true, preload: false })).toBe('max-age=63072000; includeSubDomains');
    expect(hstsValue({ includeSubDomains: true, preload: true })).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('has no obsolete interest-cohort in the Permissions-Policy', () => {
    const permissions = headerRules(noSubdomains)[0]!.headers.find(([name]) => name === 'Permissions-Policy')?.[1];
    expect(permissions).toContain('camera=()');
    expect(permissions).not.toContain('interest-cohort');
  });
});

describe('_headers', () => {
  it('holds the rules of the policy, under the base path', () => {
    const blocks = parseHeadersFile(headersFile(SUB_PATH, noSubdomains));
    expect(blocks.map(([path]) => path)).toEqual([`${SUB_PATH}*`, `${SUB_PATH}assets/*`]);
    expect(blocks.map(([, headers]) => headers)).toEqual(headerRules(noSubdomains).map((rule) => rule.headers));
    expect(parseHeadersFile(headersFile('/', noSubdomains)).map(([path]) => path)).toEqual(['/*', '/assets/*']);
  });
});

describe('_redirects', () => {
  it('sends the router’s paths that are not prerendered to the shell with status 200, and nothing else', () => {
    // each page with a parameter, per language: /blog/:slug, and /pt-br/blog/:slug on a site also in pt-BR; a
    // publication's or a project's on a site with them
    expect(clientRoutePaths(routes, prerenderedPaths)).toEqual(
      languages.flatMap((language) =>
        routes.filter(({ path }) => path.includes('/:')).map(({ path }) => languagePath(language, path)),
      ),
    );
    expect(clientRoutePaths(routes, prerenderedPaths)).toContain('/blog/:slug');
    const rules = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    // no "/*": Cloudflare Pages would rewrite every asset to the shell; no ".html" target: it would redirect to "/spa"
    expect(rules(redirectsFile(SUB_PATH, ['/blog/:slug']))).toEqual([`${SUB_PATH}blog/:slug  ${SUB_PATH}spa  200`]);
    expect(rules(redirectsFile('/', ['/blog/:slug']))).toEqual(['/blog/:slug  /spa  200']);
  });

  it('sends a prerendered page that a fallback pattern also matches (a post) to its own folder first', () => {
    const prerendered = ['/', '/blog', '/blog/first-post', '/blog/second-post'];
    const rules = redirectsFile(SUB_PATH, ['/blog/:slug'], prerendered)
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules).toEqual([
      `${SUB_PATH}blog/first-post  ${SUB_PATH}blog/first-post/  200`,
      `${SUB_PATH}blog/second-post  ${SUB_PATH}blog/second-post/  200`,
      `${SUB_PATH}blog/:slug  ${SUB_PATH}spa  200`,
    ]);
  });
});

describe('_redirects of a site in several languages', () => {
  it('sends each language’s client routes to its own shell, and its posts to their folders', () => {
    const clientRoutes = ['/blog/:slug', '/pt-br/blog/:slug'];
    const prerendered = ['/', '/blog', '/blog/a-post', '/pt-br', '/pt-br/blog', '/pt-br/blog/a-post'];
    const rules = redirectsFile(SUB_PATH, clientRoutes, prerendered, ['', 'pt-br'])
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules).toEqual([
      `${SUB_PATH}blog/a-post  ${SUB_PATH}blog/a-post/  200`,
      `${SUB_PATH}pt-br/blog/a-post  ${SUB_PATH}pt-br/blog/a-post/  200`,
      `${SUB_PATH}blog/:slug  ${SUB_PATH}spa  200`,
      `${SUB_PATH}pt-br/blog/:slug  ${SUB_PATH}pt-br/spa  200`,
    ]);
  });

  it('are the same for the default language as for a site with one', () => {
    expect(redirectsFile('/', ['/blog/:slug'], ['/', '/blog'], [''])).toBe(
      redirectsFile('/', ['/blog/:slug'], ['/', '/blog']),
    );
  });
});

describe('platform files of a build', () => {
  it('are _headers, _redirects and an empty .nojekyll', () => {
    const files = platformFiles('/', noSubdomains, ['/blog/:slug'], ['/', '/blog']);
    expect(Object.keys(files).sort()).toEqual(['.nojekyll', '_headers', '_redirects']);
    expect(files['.nojekyll']).toBe('');
  });
});
