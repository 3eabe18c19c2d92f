import { existsSync } from 'node:fs';
import { contextFromEnvironment } from '../../tooling/context/site-context.mjs';
import type { Page } from '@playwright/test';
import type { ResumeSectionTexts, SiteTexts } from '../../src/shared/i18n/site-texts';
import { siteLanguages } from '../../tooling/i18n/site-languages';
import { readPosts } from '../../tooling/posts/read-posts';
import { languageResumeSectionTexts, languageTexts } from '../support/language-texts';
import { cardSections, education, profile, site, technologies } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forOwners } from './support/owner-tags';

// Every page of every language the owner's site builds (the home page, the blog and each post in
// it), in both themes, at a phone's width: in its language and direction, its interface in its
// language's texts, nothing wider than the window, its switcher leading to each other language,
// and its head's manifest and preview image served. Runs on every owner's build (tag @owner), so
// an owner's `npm run check` proves their languages too. What each page must say is read from the
// content: site.ts, the posts' files, and each language's catalogue (the owner's <tag>/texts.ts,
// else the template's).

test.describe.configure({ mode: 'parallel' });

const places = siteLanguages(site);
const posts = existsSync(contextFromEnvironment(process.env).postsDir)
  ? readPosts(contextFromEnvironment(process.env).postsDir, (path) => path, places).posts.filter((post) => !post.draft)
  : [];
const inLanguage = (prefix: string, path: string) => (prefix ? `/${prefix}${path === '/' ? '' : path}` : path);
/** The language's pages, inside the site: "/de", "/de/blog", "/de/blog/<slug>". */
const pagesOf = ({ tag, prefix }: (typeof places)[number]) => [
  inLanguage(prefix, '/'),
  inLanguage(prefix, '/blog'),
  ...posts.filter((post) => post.language === tag).map((post) => inLanguage(prefix, `/blog/${post.slug}`)),
];
/** Written right to left: the scripts of the languages that are (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam). */
const rightToLeft = (tag: string) =>
  ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm'].includes(new Intl.Locale(tag).maximize().script ?? '');

/**
 * The page's interface in `texts`: the skip link, the menu, and on the home page the headings of the sections the
 * content has.
 */
async function expectInterfaceIn(
  page: Page,
  texts: SiteTexts & Partial<ResumeSectionTexts>,
  path: string,
  home: boolean,
) {
  await expect(page.locator('a.skip-link'), path).toHaveText(texts.skipToContent);
  await expect(page.getByRole('button', { name: texts.menu, exact: true }), path).toBeAttached();
  if (!home) return;
  const headings = [
    ...cardSections.map(({ id }) => texts[id]),
    ...(education.length > 0 ? [texts.education ?? 'the Education section'] : []),
    ...(technologies.length > 0 ? [texts.technologies] : []),
    ...(profile.email ? [texts.getInTouch] : []),
  ];
  for (const heading of headings)
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), path).toBeAttached();
}

/** A post's headings link to themselves, labelled in the post's language with the heading's words. */
async function expectHeadingLinksIn(page: Page, texts: SiteTexts, path: string) {
  const anchors = await page.locator('main h2 a.heading-anchor, main h3 a.heading-anchor').evaluateAll((links) =>
    links.map((link) => ({
      label: link.getAttribute('aria-label'),
      heading: (link.parentElement?.textContent ?? '').slice(0, -(link.textContent ?? '').length),
    })),
  );
  for (const { label, heading } of anchors) expect(label, path).toBe(texts.sectionLink(heading));
}

/** Elements wider than the window: what a sideways scroll would show. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('every language’s pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const place of places) {
    for (const theme of ['dark', 'light'] as const) {
      test(
        `${place.tag}: each page in its language and direction, its texts, within the window, in the ${theme} theme`,
        forOwners('languages', 'right-to-left', 'unshipped-language', 'partial-translation', 'posts', 'education'),
        async ({ page, request }) => {
          const texts = { ...(await languageTexts(place.tag)), ...(await languageResumeSectionTexts(place.tag)) };
          await page.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
          for (const path of pagesOf(place)) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(200);
            const html = page.locator('html');
            await expect(html, path).toHaveAttribute('lang', place.tag);
            await expect(html, path).toHaveAttribute('dir', rightToLeft(place.tag) ? 'rtl' : 'ltr');
            await expect(html, path).toHaveAttribute('data-theme', theme);
            await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
            await expectInterfaceIn(page, texts, path, path === inLanguage(place.prefix, '/'));
            if (path.includes('/blog/')) await expectHeadingLinksIn(page, texts, path);
            expect(await sidewaysScroll(page), `${path}: nothing wider than the window`).toBeLessThanOrEqual(0);
            // the switcher leads to the same page in each other language
            const others = places.filter((other) => other.tag !== place.tag).map((other) => other.tag);
            const switcher = await page
              .getByRole('banner')
              .locator('a[hreflang]')
              .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
            expect(switcher, path).toEqual(others);
          }
          // the head's files of the language: its manifest, in its language, and its link-preview image
          const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
          const manifest = await request.get(manifestHref ?? '');
          expect(manifest.status(), `${manifestHref}`).toBe(200);
          expect(await manifest.json()).toMatchObject({ lang: place.tag, dir: rightToLeft(place.tag) ? 'rtl' : 'ltr' });
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
