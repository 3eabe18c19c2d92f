import { existsSync } from 'node:fs';
import { contextFromEnvironment } from '../../tooling/context/site-context.mjs';
import { siteLanguages } from '../../tooling/i18n/site-languages';
import { readPosts } from '../../tooling/posts/read-posts';
import { languageTexts } from '../support/language-texts';
import { site } from '../support/site-content';
import { expect, test, type Guard } from './support/fixtures';
import { roomAbove } from './support/owner-site';
import { forOwners } from './support/owner-tags';

// The page in the scripts that set type otherwise than Latin: Chinese, Japanese and Korean are not
// hyphenated, and neither they nor Arabic, Persian, Urdu or Hebrew are slanted where a line is set
// in italic (a browser would slant their glyphs itself); an Arabic heading has room for its marks;
// a Japanese section's heading breaks between phrases where the browser can; a post without spaces between
// its words says its reading time in its own language. The languages and posts are read from the owner's site.ts and posts' files, the words
// from each language's texts.

const places = siteLanguages(site);
const language = (tag: string) => new Intl.Locale(tag).language;
const inLanguage = (prefix: string, path: string) => (prefix ? `/${prefix}${path === '/' ? '' : path}` : path);
const CJK = ['zh', 'ja', 'ko'];
const WITHOUT_ITALIC = [...CJK, 'ar', 'fa', 'ur', 'he'];
const posts = existsSync(contextFromEnvironment(process.env).postsDir)
  ? readPosts(contextFromEnvironment(process.env).postsDir, (path) => path, places).posts.filter((post) => !post.draft)
  : [];

/** Chromium logs the 404 status of the host's fallback page for an address the site does not have. */
const allowDocument404 = (guard: Guard) =>
  guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 404/);

for (const place of places.filter(({ tag }) => WITHOUT_ITALIC.includes(language(tag)))) {
  test(
    `${place.tag}: no word is hyphenated, no line slanted; the error screen's status is upright`,
    forOwners('no-spaces', 'right-to-left'),
    async ({ page, guard }) => {
      const texts = await languageTexts(place.tag);
      await page.goto(inLanguage(place.prefix, '/'));
      const styles = await page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        const hyphenated = [...document.querySelectorAll('main .hyphens-auto')]
          .filter((element) => !element.closest('[lang]:not(html)'))
          .map((element) => getComputedStyle(element).hyphens);
        return { synthesis: html.fontSynthesisStyle, weight: html.fontSynthesisWeight, hyphenated };
      });
      // the browser never slants these glyphs itself; it may still embolden them
      expect(styles.synthesis).toBe('none');
      expect(styles.weight).toBe('auto');
      if (CJK.includes(language(place.tag))) {
        expect(styles.hyphenated.length).toBeGreaterThan(0);
        expect(new Set(styles.hyphenated)).toEqual(new Set(['manual']));
      }
      // an address the site does not have: the error screen in the page's language, its status line upright
      allowDocument404(guard);
      guard.allowFailedRequest(/\/no-such-page$/);
      await page.goto(inLanguage(place.prefix, '/no-such-page'));
      const status = page.getByRole('heading', { level: 2, name: `404 ${texts.notFound}` });
      await expect(status).toBeVisible();
      await expect(status).toHaveCSS('font-style', 'normal');
    },
  );
}

for (const place of places.filter(({ tag }) => new Intl.Locale(tag).maximize().script === 'Arab')) {
  test(
    `${place.tag}: a heading's line has room above its letters for a hamza over an alef (أ)`,
    forOwners('right-to-left'),
    async ({ page }) => {
      await page.goto(inLanguage(place.prefix, '/'));
      const { glyph, room } = await roomAbove(page, 'main h2', 'أ');
      expect(glyph, `أ: ${glyph.toFixed(1)} px above the baseline, ${room.toFixed(1)} px of room`).toBeLessThanOrEqual(
        room,
      );
    },
  );
}

for (const place of places.filter(({ tag }) => language(tag) === 'ja')) {
  test(
    `${place.tag}: a section's heading breaks between phrases where the browser can`,
    forOwners('no-spaces'),
    async ({ page }) => {
      await page.goto(inLanguage(place.prefix, '/'));
      // the site's own words, which the build does not cut into phrases (the owner's: phrase-breaks.spec.ts)
      const phrases = await page.evaluate(() => CSS.supports('word-break', 'auto-phrase'));
      for (const heading of await page.locator('main h2').all())
        await expect(heading).toHaveCSS('word-break', phrases ? 'auto-phrase' : 'normal');
      // a paragraph keeps breaking between any two characters
      await expect(page.locator('main p').first()).toHaveCSS('word-break', 'normal');
    },
  );
}

for (const post of posts.filter((each) => ['zh', 'ja'].includes(language(each.language)))) {
  const place = places.find(({ tag }) => tag === post.language)!;
  test(
    `${post.file}: its reading time in its language's words, on its page and in the list`,
    forOwners('no-spaces'),
    async ({ page }) => {
      const texts = await languageTexts(post.language);
      const said = texts.readingTime(post.readingMinutes);
      await page.goto(inLanguage(place.prefix, `/blog/${post.slug}`));
      await expect(page.locator('main article p').filter({ hasText: said }).first()).toBeVisible();
      await page.goto(inLanguage(place.prefix, '/blog'));
      await expect(page.locator('main').getByText(said).first()).toBeVisible();
    },
  );
}
