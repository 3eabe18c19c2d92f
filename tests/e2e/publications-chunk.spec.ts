import type { Page } from '@playwright/test';
import { readManifest } from '../../scripts/initial-chunks.mjs';
import { publicationSlug } from '../../src/shared/content/publication';
import { publications } from '../support/site-content';
import { expect, type Guard, test } from './support/fixtures';
import { forShapes } from './support/shape-tags';

// The home page's Publications section is hydrated from a chunk of its own, which only the home page asks for
// (src/features/home/publications-section.tsx): another page never fetches it, the first page only once it has loaded,
// the home page reached from another page shows the section with the rest of the page, and a chunk that does not arrive leaves the section as
// prerendered on the first page, and the home page shown without it when reached from another.

const dist = process.env.E2E_DIST ?? 'dist';

/** The address of the section's chunk, as the build's manifest names it. */
function sectionChunk(): string {
  const chunk = (readManifest(dist) as Record<string, { file: string } | undefined>)[
    'src/features/home/publications-chunk.tsx'
  ];
  if (!chunk) throw new Error('the build has no chunk of the Publications section');
  return `/${chunk.file}`;
}

/** Hydrated: the background's button has the title React gives it once the page runs (background-toggle.tsx). */
const hydrated = (page: Page) => page.locator('header button[data-background-toggle][title]');

/** The pathnames of the scripts the page has asked for so far. */
const scriptsAsked = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

/**
 * Records, in the page, whether the Publications section was there when the home page's heading first was: a page that
 * showed without it and got it later records false.
 */
const recordSectionWithHeading = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { sectionWithHeading?: boolean };
    const check = () => {
      if (record.sectionWithHeading !== undefined || !document.querySelector('#intro-heading')) return;
      record.sectionWithHeading = document.querySelector('#publications') !== null;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
const sectionWithHeading = (page: Page) =>
  page.evaluate(() => (window as unknown as { sectionWithHeading?: boolean }).sectionWithHeading);

/** Answers 404 for the section's chunk, as a host does after a redeploy removed the old hashed file. */
async function gone(page: Page, guard: Guard, chunk: string): Promise<void> {
  const url = new RegExp(`${chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  guard.allowFailedRequest(url);
  guard.allowConsoleError(
    /Failed to load resource: the server responded with a status of 404|Failed to fetch dynamically imported module/,
  );
  await page.route(url, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
}

test.describe("the Publications section's chunk", () => {
  test.skip(publications.length === 0, 'no publications.bib in this content');
  const paper = `/publications/${publicationSlug(publications[0]?.key ?? '')}`;

  test(
    'is not fetched by another page; the home page reached from it shows the section with the rest',
    forShapes('publications'),
    async ({ page, visit }) => {
      const chunk = sectionChunk();
      await visit(paper);
      await expect(hydrated(page)).toHaveCount(1);
      expect(await scriptsAsked(page)).not.toContain(chunk);
      await recordSectionWithHeading(page);
      // the link back to the paper's place in the list
      await page.locator(`a[href$="#publications"]`).first().click();
      await expect(page.locator('#publications')).toBeVisible();
      expect(await sectionWithHeading(page), 'the section came with the page, not after it').toBe(true);
      expect(await scriptsAsked(page)).toContain(chunk);
    },
  );

  test(
    'is fetched by the first page once it has loaded, and then hydrates the section',
    forShapes('publications'),
    async ({ page, visit }) => {
      const chunk = sectionChunk();
      await visit('/');
      await expect.poll(() => scriptsAsked(page)).toContain(chunk);
      const { loaded, asked } = await page.evaluate((path) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const request = performance.getEntriesByType('resource').find(({ name }) => new URL(name).pathname === path);
        return { loaded: navigation?.loadEventEnd ?? Infinity, asked: request?.startTime ?? -1 };
      }, chunk);
      expect(asked, 'asked for after the load event').toBeGreaterThanOrEqual(loaded);
      // hydrated: React has taken the prerendered button as its own (it keeps its fiber on the element)
      const bibtex = page.locator('#publications').getByRole('button', { name: 'BibTeX' }).first();
      await expect
        .poll(() => bibtex.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))))
        .toBe(true);
      await bibtex.click();
      await expect(bibtex).toHaveAttribute('aria-expanded', 'true');
    },
  );

  test(
    'that does not arrive leaves the first page’s section as prerendered',
    forShapes('publications'),
    async ({ page, visit, guard }) => {
      const chunk = sectionChunk();
      await gone(page, guard, chunk);
      const warned = page.waitForEvent(
        'console',
        (message) => message.type() === 'warning' && message.text().includes('Publications left as prerendered'),
      );
      await visit('/');
      await warned;
      const section = page.locator('#publications');
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(section.getByText(publications[0]?.title ?? '', { exact: false }).first()).toBeVisible();
    },
  );

  test(
    'that does not arrive leaves the home page reached from another page shown, without it',
    forShapes('publications'),
    async ({ page, visit, guard }) => {
      await gone(page, guard, sectionChunk());
      await visit(paper);
      await expect(hydrated(page)).toHaveCount(1);
      await page.locator(`a[href$="#publications"]`).first().click();
      await expect(page.locator('#intro-heading')).toBeVisible();
      await expect(page.locator('#publications')).toHaveCount(0);
    },
  );
});
