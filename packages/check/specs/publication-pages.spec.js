import { axeViolations } from '../support/axe.js';
import { forOwners } from '../support/owner-tags.js';
import { settleAnimations } from '../support/page.js';
import { at, escapeHtml, inLanguage, languages, pageUrl, publications, texts } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// Each publication of publications.bib has a page of its own in every language, linked from its
// entry on the home page, with the tags Google Scholar indexes a paper by. What each page must say is
// read from the content: the publications as the build's parser reads them.

test.describe.configure({ mode: 'parallel' });

/** @typedef {import('../../../src/shared/content/publication.ts').Publication} Publication */

const none = () => test.skip(publications.length === 0, 'the content under test has no publications.bib');

/**
 * The link of a publication's entry on the home page to its page: its title.
 * @param {import('@playwright/test').Page} page
 * @param {Publication} publication
 */
const titleLink = (page, publication) =>
  page
    .locator('#publications')
    .getByRole('article', { name: publication.title, exact: true })
    .getByRole('link', { name: publication.title, exact: true });

/**
 * The path of each publication's page, as its entry on the home page of the language in `prefix`
 * links it (inside the site: without the base path), in the order of the publications.
 * @param {import('@playwright/test').Page} page
 * @param {string} prefix
 */
async function pagePaths(page, prefix) {
  await page.goto(at(inLanguage(prefix, '/')));
  /** @type {string[]} */
  const paths = [];
  for (const publication of publications) {
    const href = (await titleLink(page, publication).getAttribute('href')) ?? '';
    expect(href.startsWith(at('/')), href).toBe(true);
    paths.push(`/${href.slice(at('/').length)}`);
  }
  return paths;
}

test.describe("a publication's page", () => {
  test.describe('as the build writes it (JavaScript off)', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'is linked from its entry, at /publications/<its key>, and prerendered in every language: title, authors, abstract, the tags Google Scholar reads and a ScholarlyArticle',
      forOwners('publications', 'research-record'),
      async ({ page, request }) => {
        none();
        const sitemap = await (await request.get(at('/sitemap.xml'))).text();
        /** @param {string} name */
        const metaContents = (name) =>
          page.locator(`meta[name="${name}"]`).evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
        for (const { prefix, translation } of languages) {
          // the owner is named as the language's profile.name writes it, where its translation gives one
          const authorName = (/** @type {{ name: string, owner?: boolean }} */ author) =>
            (author.owner && prefix && translation.profile?.name) || author.name;
          const paths = await pagePaths(page, prefix);
          // a key of letters, digits, "_", "." and "-" is the page's name as written
          for (const [index, { key }] of publications.entries())
            if (/^[\w.-]+$/.test(key)) expect(paths[index]).toBe(inLanguage(prefix, `/publications/${key}`));
          expect(new Set(paths).size, 'a page per publication').toBe(publications.length);
          for (const [index, publication] of publications.entries()) {
            const path = /** @type {string} */ (paths[index]);
            const response = await page.goto(at(path));
            expect(response?.status(), path).toBe(200);
            expect(await page.locator('[data-prerendered]').getAttribute('data-prerendered'), path).toBe(path);
            await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(publication.title);
            const main = page.locator('main');
            for (const author of publication.authors) await expect(main, path).toContainText(authorName(author));
            if (publication.abstract) await expect(main, path).toContainText(publication.abstract);
            expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(pageUrl(path));
            // Google Scholar's tags: the title, every author in the entry's order, the year, the DOI
            expect(await metaContents('citation_title'), path).toEqual([publication.title]);
            const authors = await metaContents('citation_author');
            expect(authors, path).toHaveLength(publication.authors.length);
            for (const [place, author] of publication.authors.entries())
              expect(authors[place], path).toContain(author.family ?? author.name);
            expect(await metaContents('citation_publication_date'), path).toEqual([String(publication.year)]);
            expect(await metaContents('citation_doi'), path).toEqual(publication.doi ? [publication.doi] : []);
            // its PDF, where papers/ has one: published beside the page, and named to Google Scholar
            expect(await metaContents('citation_pdf_url'), path).toEqual(
              publication.pdfPath ? [pageUrl(publication.pdfPath)] : [],
            );
            if (publication.pdfPath) {
              const pdf = await request.get(at(publication.pdfPath));
              expect(pdf.status(), publication.pdfPath).toBe(200);
              expect((await pdf.body()).subarray(0, 5).toString(), publication.pdfPath).toBe('%PDF-');
            }
            // its structured data: a ScholarlyArticle at the page's address
            const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
              .map((text) => JSON.parse(text))
              .find((item) => item['@type'] === 'ScholarlyArticle');
            expect(data, path).toMatchObject({
              name: publication.title,
              url: pageUrl(path),
              datePublished: expect.stringMatching(new RegExp(`^${publication.year}`)),
            });
            expect(data.author, path).toHaveLength(publication.authors.length);
            expect(sitemap, path).toContain(`<loc>${escapeHtml(pageUrl(path))}</loc>`);
          }
        }
      },
    );
  });

  test(
    'opens from its entry and shows the publication and its links; an unknown key is a 404',
    forOwners('publications', 'research-record'),
    async ({ page, visit }) => {
      none();
      const [path = ''] = await pagePaths(page, '');
      const publication = /** @type {Publication} */ (publications[0]);
      await visit(at('/'));
      await titleLink(page, publication).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(publication.title);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(at(path));
      for (const { href } of publication.links)
        await expect(page.locator('main').locator(`a[href="${href}"]`)).toHaveCount(1);
      // a key no entry has: the host's 404 page, on which the app shows its error screen
      await visit(at('/publications/no-such-paper'), { status: 404 });
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(`404 ${texts.notFound}`);
    },
  );

  test(
    'has a page axe finds no WCAG 2.1 A/AA violation on',
    forOwners('publications', 'research-record'),
    async ({ page, visit }) => {
      none();
      const [path = ''] = await pagePaths(page, '');
      await visit(at(path));
      await settleAnimations(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
