import type { Page } from '@playwright/test';
import { profile as englishProfile } from '../fixtures/content/multilingual-owner/profile';
import { site } from '../fixtures/content/multilingual-owner/site';
import { buildSite, onceARun } from './support/build-once';
import { expect, test as base } from './support/fixtures';
import { servePagesLike, type PagesLikeHost } from '../../packages/check/lib/pages-host.js';
import { SUB_PATH } from '../support/sub-path';

// Each language's texts and the owner's words in it are a chunk of their own: a page loads its own
// language's, named in the page to preload, and no other's. On the fixture owner in several languages
// (tests/fixtures/content/multilingual-owner), built for a sub-path and served as GitHub Pages serves
// it, as languages.spec.ts does.

const OWNER = 'tests/fixtures/content/multilingual-owner';
const languages = site.languages ?? [];
const [defaultTag = ''] = languages;
const prefixOf = (tag: string) => (tag === defaultTag ? '' : tag.toLowerCase());
const at = (tag: string) => `${SUB_PATH}${prefixOf(tag)}`;

const test = base.extend<object, { host: PagesLikeHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const out = await onceARun('multilingual-site', (dir) =>
        buildSite(dir, { CONTENT_DIR: OWNER, BASE_PATH: SUB_PATH }),
      );
      const host = await servePagesLike(out, SUB_PATH);
      await provide(host);
      await host.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ host }, provide) => provide(host.origin),
});

/**
 * The scripts a page names to preload, as paths under the site: read from the page as served, since
 * the running page adds preloads of its own for what it imports later (the field's chooser, a route).
 */
async function preloadsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  const html = await response.text();
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="modulepreload"/.test(tag))
    .map((tag) => new URL(/\bhref="([^"]+)"/.exec(tag)![1]!, response.url()).pathname);
}

/** Each language's own chunk: among the scripts its home page preloads, the one no other language's home page does. */
async function languageChunks(page: Page): Promise<Map<string, string>> {
  const preloads = new Map<string, string[]>();
  for (const tag of languages) preloads.set(tag, await preloadsOf(page, at(tag)));
  return new Map(
    languages.map((tag) => {
      const others = languages.filter((other) => other !== tag).flatMap((other) => preloads.get(other) ?? []);
      const own = (preloads.get(tag) ?? []).filter((file) => !others.includes(file));
      expect(own, `the ${tag} home page preloads one chunk no other language's does`).toHaveLength(1);
      return [tag, own[0]!];
    }),
  );
}

/** Hydrated: the background's button has the title React gives it once the page runs (background-toggle.tsx). */
const hydrated = (page: Page) => page.locator('header button[data-background-toggle][title]');

test.describe('the chunk of a language', () => {
  test('is the only one a page in that language loads, named in the page to preload', async ({ page }) => {
    expect(languages.length).toBeGreaterThan(1);
    const chunks = await languageChunks(page);
    for (const tag of languages) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(at(tag));
      await expect(hydrated(page)).toHaveCount(1);
      expect(scripts, tag).toContain(chunks.get(tag));
      for (const other of languages.filter((candidate) => candidate !== tag))
        expect(scripts, `${tag} loads no ${other} chunk`).not.toContain(chunks.get(other));
      page.removeAllListeners('request');
    }
  });

  test('that does not arrive leaves the prerendered page as it is: readable, its links and the switcher plain links', async ({
    page,
    guard,
  }) => {
    const chunks = await languageChunks(page);
    const [, other = ''] = languages;
    const chunk = chunks.get(other)!;
    guard.allowFailedRequest(new RegExp(`${chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    guard.allowConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
    await page.route(`**${chunk}`, (route) => route.abort());
    const warned = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && message.text().includes('Page left as prerendered'),
    );
    await page.goto(at(other));
    await warned;
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hydrated(page)).toHaveCount(0);
    // the switcher leads to the default language's page, which loads its own chunk and runs
    await page.getByRole('banner').locator(`a[hreflang="${defaultTag}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', defaultTag);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(englishProfile.name);
    await expect(hydrated(page)).toHaveCount(1);
  });
});
