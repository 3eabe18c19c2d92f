// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogHead } from '@/features/blog/blog-head';
import { homeHead } from '@/features/home/home-head';
import { defaultSiteLanguage as defaultLanguage } from '../site-languages';
import { headTags } from './head-tags';
import { SUB_PATH } from '../../../tests/support/sub-path';

// a route of the default language, without URL parameters or loader data
const defaultPage = { params: {}, data: undefined, language: defaultLanguage };

// A GitHub Pages project site: https://avery.github.io/<sub-path>/, built with that base.
vi.mock('virtual:site', async () => {
  // (a factory runs before the file's imports: it imports what it needs)
  const { SUB_PATH } = await import('../../../tests/support/sub-path');
  return { site: { url: `https://avery.github.io${SUB_PATH}`, hsts: { includeSubDomains: false, preload: false } } };
});

beforeEach(() => {
  vi.stubEnv('BASE_URL', SUB_PATH);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const parse = (html: string) => new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');

describe(`a site under ${SUB_PATH}`, () => {
  it(`points every URL of the head inside ${SUB_PATH}`, () => {
    const head = parse(headTags(blogHead(defaultPage), { path: '/blog', posts: [] }));
    const attr = (selector: string, name: string) => head.querySelector(selector)?.getAttribute(name);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`https://avery.github.io${SUB_PATH}blog`);
    expect(attr('meta[property="og:url"]', 'content')).toBe(`https://avery.github.io${SUB_PATH}blog`);
    expect(attr('meta[property="og:image"]', 'content')).toBe(`https://avery.github.io${SUB_PATH}og-image.png`);
    expect(attr('meta[name="twitter:image"]', 'content')).toBe(`https://avery.github.io${SUB_PATH}og-image.png`);
    expect(attr('link[rel="manifest"]', 'href')).toBe(`${SUB_PATH}site.webmanifest`);
    expect(attr('link[rel="apple-touch-icon"]', 'href')).toBe(`${SUB_PATH}apple-touch-icon.png`);
    const icons = [...head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href'));
    expect(icons).toContain(`${SUB_PATH}favicon-32.png`);
    for (const icon of icons) expect(icon).toMatch(new RegExp(`^${SUB_PATH}`));
  });

  it('links the JSON Resume of the sub-path from every page', () => {
    for (const [page, path] of [
      [blogHead(defaultPage), '/blog'],
      [null, null],
    ] as const) {
      const link = parse(headTags(page, { path, posts: [] })).querySelector(
        'link[rel="alternate"][type="application/json"]',
      );
      expect(link?.getAttribute('href')).toBe(`https://avery.github.io${SUB_PATH}resume.json`);
    }
  });

  it('describes the owner with the home page of the sub-path', () => {
    const person = JSON.parse(
      parse(headTags(homeHead(defaultPage), { path: '/', posts: [] })).querySelector(
        'script[type="application/ld+json"]',
      )?.textContent ?? '{}',
    );
    expect(person.url).toBe(`https://avery.github.io${SUB_PATH}`);
    // its image URL comes from the build (asset URLs carry Vite's base): tests/e2e/sub-path.spec.ts checks it
  });
});
