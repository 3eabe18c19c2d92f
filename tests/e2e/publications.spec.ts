import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Publication, PublicationLinkKind } from '../../src/shared/content/publication';
import { publications } from '../support/site-content';
import { expect, requestsReported, sizes, test } from './support/fixtures';
import { openExternalLink, settleAnimations } from './support/site';
import { forOwners } from './support/owner-tags';

// The Publications section, from the content under test's publications.bib (read with the build's
// own parser): run on a build of tests/fixtures/content/scholar-owner for the section, and on any
// build without the file for its absence.

test.describe.configure({ mode: 'parallel' });

const NONE = 'the content under test has no publications.bib';

/** What each link's button says, as the section promises the owner (README, "Publications"). */
const LABELS: Record<PublicationLinkKind, string> = {
  pdf: 'PDF',
  arxiv: 'arXiv',
  doi: 'DOI',
  paper: 'Paper',
  code: 'Code',
  slides: 'Slides',
  poster: 'Poster',
  video: 'Video',
  website: 'Website',
};
const COPY_FAILED =
  'Could not copy automatically. The text is selected: copy it with Ctrl+C (⌘C on a Mac) or your device’s Copy.';

const section = (page: Page) => page.locator('#publications');
const entries = (page: Page) => section(page).getByRole('article');
/** The entry of a publication: the article named by its title. */
const entryOf = (page: Page, publication: Publication) =>
  section(page).getByRole('article', { name: publication.title, exact: true });
/** An author list long enough to be shortened, when the content has one. */
const longList = publications.find((publication) => publication.authors.length > 8);

async function revealBibtex(entry: Locator): Promise<Locator> {
  const button = entry.getByRole('button', { name: 'BibTeX', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return entry.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

test.describe('without publications.bib', () => {
  test.skip(publications.length > 0, 'the content under test has publications');

  // the order of the sections that remain: src/features/home/home-page.test.tsx
  test('the home page has no Publications section and fetches nothing of it', forOwners(), async ({ page, visit }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toHaveCount(0);
    await expect(section(page)).toHaveCount(0);
    await requestsReported(page);
    expect(requested.filter((url) => /publications/i.test(url))).toEqual([]);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
      expect.stringContaining('ScholarlyArticle'),
    );
  });
});

test.describe('publications', () => {
  test.skip(publications.length === 0, NONE);

  // where the section stands among the others: src/features/home/home-page.test.tsx
  test(
    'the section lists the papers newest first: title, authors with the owner set apart, venue and year',
    forOwners('publications', 'name-forms', 'languages'),
    async ({ page, visit }) => {
      await visit('/');
      await expect(entries(page).getByRole('heading', { level: 3 })).toHaveText(
        publications.map((publication) => publication.title),
      );
      for (const publication of publications) {
        const entry = entryOf(page, publication);
        // a shortened list still shows the owner's name
        await expect(entry.locator('strong')).toHaveText(
          publication.authors.filter((author) => author.owner).map((author) => author.name),
        );
        await expect(entry).toContainText(String(publication.year));
        if (publication.venue) await expect(entry).toContainText(publication.venue);
        await expect(entry.getByText('Selected', { exact: true })).toHaveCount(publication.selected ? 1 : 0);
      }
    },
  );

  test(
    'each link is a labelled button that opens its address in a new tab',
    forOwners('publications'),
    async ({ page, context, guard, visit }) => {
      await visit('/');
      for (const publication of publications) {
        const links = entryOf(page, publication).getByRole('link');
        await expect(links).toHaveText(publication.links.map((link) => `${LABELS[link.kind]} (opens in a new tab)`));
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
          publication.links.map((link) => link.href),
        );
      }
      const withLink = publications.find((publication) => publication.links.length > 0);
      test.skip(!withLink, 'no publication has a link');
      const link = entryOf(page, withLink!).getByRole('link').first();
      expect(await openExternalLink(context, guard, link, 'Enter')).toBe(withLink!.links[0]!.href);
    },
  );

  test(
    '"BibTeX" reveals the citation, from the keyboard too, and "Copy BibTeX" copies it',
    forOwners('publications'),
    async ({ page, context, visit, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      await visit('/');
      const publication = publications[0]!;
      const entry = entryOf(page, publication);
      const button = entry.getByRole('button', { name: 'BibTeX', exact: true });
      const panel = entry.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeHidden();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      expect(await panel.locator('pre').textContent()).toBe(publication.bibtex);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', { name: 'Copy BibTeX' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('status')).toHaveText('Copied to the clipboard.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publication.bibtex);
      await button.press(' ');
      await expect(panel).toBeHidden();
    },
  );

  test(
    'when the clipboard refuses, the citation is selected for copying by hand and the visitor is told so',
    forOwners('publications'),
    async ({ page, visit }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
        });
      });
      await visit('/');
      const publication = publications[0]!;
      const panel = await revealBibtex(entryOf(page, publication));
      await panel.getByRole('button', { name: 'Copy BibTeX' }).click();
      await expect(panel.getByRole('status')).toHaveText(COPY_FAILED);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(publication.bibtex);
      await expect(panel.locator('pre')).toBeFocused();
    },
  );

  test(
    'a long author list shows its first authors and the owner, and a button shows them all',
    forOwners('publications', 'name-forms'),
    async ({ page, visit }) => {
      test.skip(!longList, 'no publication has more than 8 authors');
      await visit('/');
      const entry = entryOf(page, longList!);
      const more = entry.getByRole('button', { name: / authors$/ });
      await expect(more).toHaveText(`Show all ${longList!.authors.length} authors`);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      const hidden = longList!.authors.slice(6).filter((author) => !author.owner);
      for (const author of hidden) await expect(entry).not.toContainText(author.name);
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(more).toHaveText('Show fewer authors');
      for (const author of longList!.authors) await expect(entry).toContainText(author.name);
    },
  );

  test(
    'the prerendered page lists the papers without JavaScript and describes them as JSON-LD ScholarlyArticles',
    forOwners('publications', 'name-forms', 'languages'),
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
      const page = await context.newPage();
      await page.goto('/');
      await expect(entries(page).getByRole('heading', { level: 3 })).toHaveText(
        publications.map((publication) => publication.title),
      );
      const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            JSON.parse(text) as { '@graph'?: { '@type': string; headline: string; author: { name: string }[] }[] },
        )
        .flatMap((data) => data['@graph'] ?? []);
      expect(graphs.map((item) => [item['@type'], item.headline, item.author.map((author) => author.name)])).toEqual(
        publications.map((publication) => [
          'ScholarlyArticle',
          publication.title,
          publication.authors.map((author) => author.name),
        ]),
      );
      await context.close();
    },
  );

  for (const size of sizes) {
    test.describe(size.name, () => {
      test.use(size.use);
      // axe is slow on software-rendered Chromium
      test.slow();

      for (const theme of ['dark', 'light'] as const) {
        test(
          `axe finds no WCAG 2.1 A/AA violation in the section, its citation and its full author list open, in the ${theme} theme`,
          forOwners('publications', 'own-theme'),
          async ({ page, visit }) => {
            await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
            await visit('/');
            await revealBibtex(entryOf(page, publications[0]!));
            if (longList)
              await entryOf(page, longList)
                .getByRole('button', { name: /^Show all/ })
                .click();
            await settleAnimations(page);
            const results = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
              .include('#publications')
              .analyze();
            expect(
              results.violations.flatMap((violation) =>
                violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
              ),
            ).toEqual([]);
          },
        );
      }
    });
  }

  for (const width of [390, 320]) {
    test(
      `at ${width} px wide nothing overflows sideways, citations and author lists open`,
      forOwners('publications', 'long-words'),
      async ({ page, visit }) => {
        await page.setViewportSize({ width, height: 800 });
        await visit('/');
        for (const publication of publications) await revealBibtex(entryOf(page, publication));
        if (longList)
          await entryOf(page, longList)
            .getByRole('button', { name: /^Show all/ })
            .click();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const box of await entries(page).evaluateAll((articles) =>
          articles.map((article) => article.getBoundingClientRect().right),
        )) {
          expect(box).toBeLessThanOrEqual(width);
        }
      },
    );
  }
});
