import { forOwners } from '../support/owner-tags.js';
import { useTheme } from '../support/page.js';
import { at, cardSections, education, inLanguage, languages, posts, profile, technologies } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// Every page of every language the owner's site builds (the home page, the blog and each post in
// it), in both themes, at a phone's width: in its language and direction, its interface in its
// language's texts, nothing wider than the window, its switcher leading to each other language,
// and its head's manifest and preview image served. What each page must say is read from the
// content: site.ts, the posts' files, and each language's catalogue (the owner's <tag>/texts.ts,
// else the template's).

test.describe.configure({ mode: 'parallel' });

/**
 * The language's pages, inside the site: "/de", "/de/blog", "/de/blog/<slug>".
 * @param {(typeof languages)[number]} language
 */
const pagesOf = ({ tag, prefix }) => [
  inLanguage(prefix, '/'),
  inLanguage(prefix, '/blog'),
  ...posts.filter((post) => post.language === tag).map((post) => inLanguage(prefix, `/blog/${post.slug}`)),
];

/**
 * Written right to left: the scripts of the languages that are (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam).
 * @param {string} tag
 */
const rightToLeft = (tag) =>
  ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm'].includes(new Intl.Locale(tag).maximize().script ?? '');

/**
 * The page's interface in `texts`: the skip link, the menu, and on the home page the headings of the sections the
 * content has.
 * @param {import('@playwright/test').Page} page
 * @param {import('../support/site.js').SiteTexts} texts
 * @param {Partial<import('../support/site.js').ResumeSectionTexts>} sectionTexts the texts of the résumé's sections it has
 * @param {string} path
 * @param {boolean} home
 */
async function expectInterfaceIn(page, texts, sectionTexts, path, home) {
  await expect(page.locator('a.skip-link'), path).toHaveText(texts.skipToContent);
  await expect(page.getByRole('button', { name: texts.menu, exact: true }), path).toBeAttached();
  if (!home) return;
  const headings = [
    ...cardSections.map(({ id }) => texts[/** @type {'experience' | 'research' | 'projects'} */ (id)]),
    ...(education.length > 0 ? [sectionTexts.education ?? 'the Education section'] : []),
    ...(technologies.length > 0 ? [texts.technologies] : []),
    ...(profile.email ? [texts.getInTouch] : []),
  ];
  for (const heading of headings)
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), path).toBeAttached();
}

/**
 * A post's headings link to themselves, labelled in the post's language with the heading's words.
 * @param {import('@playwright/test').Page} page
 * @param {import('../support/site.js').SiteTexts} texts
 * @param {string} path
 */
async function expectHeadingLinksIn(page, texts, path) {
  const anchors = await page.locator('main h2 a.heading-anchor, main h3 a.heading-anchor').evaluateAll((links) =>
    links.map((link) => ({
      label: link.getAttribute('aria-label'),
      heading: (link.parentElement?.textContent ?? '').slice(0, -(link.textContent ?? '').length),
    })),
  );
  for (const { label, heading } of anchors) expect(label, path).toBe(texts.sectionLink(heading));
}

/**
 * Elements wider than the window: what a sideways scroll would show.
 * @param {import('@playwright/test').Page} page
 */
const sidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('every language’s pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const language of languages) {
    for (const theme of /** @type {const} */ (['dark', 'light'])) {
      test(
        `${language.tag}: each page in its language and direction, its texts, within the window, in the ${theme} theme`,
        forOwners('languages', 'right-to-left', 'unshipped-language', 'partial-translation', 'posts', 'education'),
        async ({ page, request }) => {
          const { tag, prefix, texts, resumeSectionTexts } = language;
          await useTheme(page, theme);
          for (const path of pagesOf(language)) {
            const response = await page.goto(at(path));
            expect(response?.status(), path).toBe(200);
            const html = page.locator('html');
            await expect(html, path).toHaveAttribute('lang', tag);
            await expect(html, path).toHaveAttribute('dir', rightToLeft(tag) ? 'rtl' : 'ltr');
            await expect(html, path).toHaveAttribute('data-theme', theme);
            await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
            await expectInterfaceIn(page, texts, resumeSectionTexts, path, path === inLanguage(prefix, '/'));
            if (path.includes('/blog/')) await expectHeadingLinksIn(page, texts, path);
            expect(await sidewaysScroll(page), `${path}: nothing wider than the window`).toBeLessThanOrEqual(0);
            // the switcher leads to the same page in each other language
            const others = languages.filter((other) => other.tag !== tag).map((other) => other.tag);
            const switcher = await page
              .getByRole('banner')
              .locator('a[hreflang]')
              .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
            expect(switcher, path).toEqual(others);
          }
          // the head's files of the language: its manifest, in its language, and its link-preview image
          const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
          const manifest = await request.get(new URL(manifestHref ?? '', page.url()).href);
          expect(manifest.status(), `${manifestHref}`).toBe(200);
          expect(await manifest.json()).toMatchObject({ lang: tag, dir: rightToLeft(tag) ? 'rtl' : 'ltr' });
          const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
            .pathname;
          const preview = await request.get(image);
          expect(preview.status(), image).toBe(200);
          expect(preview.headers()['content-type'], image).toContain('image/png');
        },
      );
    }
  }
});
