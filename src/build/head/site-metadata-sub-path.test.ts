import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headTags, prerenderedPaths, siteFiles } from './site-metadata';

// A GitHub Pages project site: https://avery.github.io/portfolio/, built with base /portfolio/.
vi.mock('@/content/site', () => ({
  site: { url: 'https://avery.github.io/portfolio/', hsts: { includeSubDomains: false, preload: false } },
}));

beforeEach(() => {
  vi.stubEnv('BASE_URL', '/portfolio/');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const parse = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');

describe('a site under /portfolio/', () => {
  it('points every URL of the head inside /portfolio/', () => {
    const head = parse(headTags('/blog'));
    const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name);
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://avery.github.io/portfolio/blog');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://avery.github.io/portfolio/blog');
    expect(attr('meta[property="og:image"]', 'content')).toBe('https://avery.github.io/portfolio/og-image.png');
    expect(attr('meta[name="twitter:image"]', 'content')).toBe('https://avery.github.io/portfolio/og-image.png');
    expect(attr('link[rel="manifest"]', 'href')).toBe('/portfolio/site.webmanifest');
    expect(attr('link[rel="apple-touch-icon"]', 'href')).toBe('/portfolio/apple-touch-icon.png');
    expect([...head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio/favicon.svg',
      '/portfolio/favicon-32.png',
    ]);
  });

  it('links the JSON Resume of the sub-path from every page', () => {
    for (const path of [...prerenderedPaths, null]) {
      const link = parse(headTags(path)).querySelector('link[rel="alternate"][type="application/json"]');
      expect(link?.getAttribute('href')).toBe('https://avery.github.io/portfolio/resume.json');
    }
  });

  it('describes the owner with the home page of the sub-path', () => {
    const person = JSON.parse(parse(headTags('/')).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(person.url).toBe('https://avery.github.io/portfolio/');
    // its image URL comes from the build (asset URLs carry Vite's base): tests/e2e/sub-path.spec.ts checks it
  });

  it('writes the sitemap, robots.txt and the web manifest for /portfolio/', () => {
    const files = siteFiles();
    expect(files['sitemap.xml']).toContain('<loc>https://avery.github.io/portfolio/</loc>');
    expect(files['sitemap.xml']).toContain('<loc>https://avery.github.io/portfolio/blog</loc>');
    expect(files['robots.txt']).toContain('Sitemap: https://avery.github.io/portfolio/sitemap.xml');
    const manifest = JSON.parse(files['site.webmanifest']!);
    expect(manifest).toMatchObject({ start_url: '/portfolio/', scope: '/portfolio/' });
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/portfolio\/icon-\d+\.png$/);
  });
});
