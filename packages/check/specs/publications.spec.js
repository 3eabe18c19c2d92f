import { axeViolations } from '../support/axe.js';
import { forOwners } from '../support/owner-tags.js';
import { literally, openExternalLink } from '../support/page.js';
import { at, publications, texts } from '../support/site.js';
import { expect, requestsReported, sizes, test } from '../support/site-test.js';

// The Publications section, from the owner's publications.bib (read with the build's own parser):
// the section on a site with the file, and its absence on one without.

test.describe.configure({ mode: 'parallel' });

/**
 * @typedef {import('../../../src/shared/content/publication.ts').Publication} Publication
 * @typedef {import('../../../src/shared/content/publication.ts').PublicationLinkKind} PublicationLinkKind
 */

const NONE = 'the content under test has no publications.bib';

/**
 * What each link's button says, as the section promises the owner (PDF, arXiv and DOI are names, the same in every
 * language).
 * @type {Record<PublicationLinkKind, string>}
 */
const LABELS = {
  pdf: 'PDF',
  arxiv: 'arXiv',
  doi: 'DOI',
  paper: texts.paperLink,
  code: texts.codeLink,
  slides: texts.slidesLink,
  poster: texts.posterLink,
  video: texts.videoLink,
  website: texts.websiteLink,
};

/** @param {import('@playwright/test').Page} page */
const section = (page) => page.locator('#publications');
/** @param {import('@playwright/test').Page} page */
const entries = (page) => section(page).getByRole('article');
/**
 * The entry of a publication: the article named by its title.
 * @param {import('@playwright/test').Page} page
 * @param {Publication} publication
 */
const entryOf = (page, publication) => section(page).getByRole('article', { name: publication.title, exact: true });
/**
 * An entry's links to the paper, its code and the rest: every link but its title's (to its page on the site).
 * @param {import('@playwright/test').Locator} entry
 */
const outwardLinks = (entry) => entry.locator('a:not(h3 a)');
/** An author list long enough to be shortened, when the content has one. */
const longList = publications.find((publication) => publication.authors.length > 8);
/** The first publication: the one the behaviours are tried on. */
const first = () => /** @type {Publication} */ (publications[0]);

/** @param {import('@playwright/test').Locator} entry */
async function revealBibtex(entry) {
  const button = entry.getByRole('button', { name: 'BibTeX', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return entry.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** @param {import('@playwright/test').Page} page */
async function showAllAuthors(page) {
  if (longList)
    await entryOf(page, longList)
      .getByRole('button', { name: texts.showAllAuthors(longList.authors.length) })
      .click();
}

test.describe('without publications.bib', () => {
  test.skip(publications.length > 0, 'the content under test has publications');

  test('the home page has no Publications section and fetches nothing of it', forOwners(), async ({ page, visit }) => {
    /** @type {string[]} */
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(at('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.publications })).toHaveCount(0);
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

  test(
    'the section lists the papers newest first: title, authors with the owner set apart, venue and year',
    forOwners('publications', 'name-forms', 'languages'),
    async ({ page, visit }) => {
      await visit(at('/'));
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
        await expect(entry.getByText(texts.selected, { exact: true })).toHaveCount(publication.selected ? 1 : 0);
      }
    },
  );

  test(
    'each link is a labelled button that opens its address in a new tab',
    forOwners('publications'),
    async ({ page, context, guard, visit }) => {
      await visit(at('/'));
      for (const publication of publications) {
        // its links, beside its title's link to its page
        const links = outwardLinks(entryOf(page, publication));
        await expect(links).toHaveText(publication.links.map((link) => `${LABELS[link.kind]} ${texts.opensInNewTab}`));
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
          publication.links.map((link) => link.href),
        );
      }
      const withLink = publications.find((publication) => publication.links.length > 0);
      test.skip(!withLink, 'no publication has a link');
      const { links } = /** @type {Publication} */ (withLink);
      const link = outwardLinks(entryOf(page, /** @type {Publication} */ (withLink))).first();
      expect(await openExternalLink(context, guard, link, 'Enter')).toBe(links[0]?.href);
    },
  );

  test(
    '"BibTeX" reveals the citation, from the keyboard too, and "Copy BibTeX" copies it',
    forOwners('publications'),
    async ({ page, context, visit, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
      await visit(at('/'));
      const publication = first();
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
      await expect(panel.getByRole('button', { name: texts.copyBibtex })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('status')).toHaveText(texts.copied);
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
      await visit(at('/'));
      const publication = first();
      const panel = await revealBibtex(entryOf(page, publication));
      await panel.getByRole('button', { name: texts.copyBibtex }).click();
      await expect(panel.getByRole('status')).toHaveText(texts.copyFailed);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(publication.bibtex);
      await expect(panel.locator('pre')).toBeFocused();
    },
  );

  test(
    'a long author list shows its first authors and the owner, and a button shows them all',
    forOwners('publications', 'name-forms'),
    async ({ page, visit }) => {
      test.skip(!longList, 'no publication has more than 8 authors');
      const { authors } = /** @type {Publication} */ (longList);
      await visit(at('/'));
      const entry = entryOf(page, /** @type {Publication} */ (longList));
      const more = entry.getByRole('button', {
        name: new RegExp(`^(${literally(texts.showAllAuthors(authors.length))}|${literally(texts.showFewerAuthors)})$`),
      });
      await expect(more).toHaveText(texts.showAllAuthors(authors.length));
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      const hidden = authors.slice(6).filter((author) => !author.owner);
      for (const author of hidden) await expect(entry).not.toContainText(author.name);
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(more).toHaveText(texts.showFewerAuthors);
      for (const author of authors) await expect(entry).toContainText(author.name);
    },
  );

  test(
    'the prerendered page lists the papers without JavaScript and describes them as JSON-LD ScholarlyArticles',
    forOwners('publications', 'name-forms', 'languages'),
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
      const page = await context.newPage();
      await page.goto(at('/'));
      await expect(entries(page).getByRole('heading', { level: 3 })).toHaveText(
        publications.map((publication) => publication.title),
      );
      const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            /** @type {{ '@graph'?: { '@type': string, headline: string, author: { name: string }[] }[] }} */ (
              JSON.parse(text)
            ),
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

      for (const theme of /** @type {const} */ (['dark', 'light'])) {
        test(
          `axe finds no WCAG 2.1 A/AA violation in the section, its citation and its full author list open, in the ${theme} theme`,
          forOwners('publications', 'own-theme'),
          async ({ page, visit }) => {
            await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
            await visit(at('/'));
            await revealBibtex(entryOf(page, first()));
            await showAllAuthors(page);
            expect(await axeViolations(page, '#publications')).toEqual([]);
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
        await visit(at('/'));
        for (const publication of publications) await revealBibtex(entryOf(page, publication));
        await showAllAuthors(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const right of await entries(page).evaluateAll((articles) =>
          articles.map((article) => article.getBoundingClientRect().right),
        )) {
          expect(right).toBeLessThanOrEqual(width);
        }
      },
    );
  }
});
