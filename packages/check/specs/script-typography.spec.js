import { forOwners } from '../support/owner-tags.js';
import { roomAbove } from '../support/page.js';
import { at, inLanguage, languages, posts } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The page in the scripts that set type otherwise than Latin: Chinese, Japanese and Korean are not
// hyphenated, and neither they nor Arabic, Persian, Urdu or Hebrew are slanted where a line is set
// in italic (a browser would slant their glyphs itself); an Arabic heading has room for its marks;
// a Japanese section's heading breaks between phrases where the browser can; a post without spaces between
// its words says its reading time in its own language. The languages and posts are read from the
// owner's site.ts and posts' files, the words from each language's texts.

/** @param {string} tag */
const language = (tag) => new Intl.Locale(tag).language;
const CJK = ['zh', 'ja', 'ko'];
const WITHOUT_ITALIC = [...CJK, 'ar', 'fa', 'ur', 'he'];

for (const { tag, prefix, texts } of languages.filter(({ tag }) => WITHOUT_ITALIC.includes(language(tag)))) {
  test(
    `${tag}: no word is hyphenated, no line slanted; the error screen's status is upright`,
    forOwners('no-spaces', 'right-to-left'),
    async ({ page, visit }) => {
      await page.goto(at(inLanguage(prefix, '/')));
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
      if (CJK.includes(language(tag))) {
        expect(styles.hyphenated.length).toBeGreaterThan(0);
        expect(new Set(styles.hyphenated)).toEqual(new Set(['manual']));
      }
      // an address the site does not have: the error screen in the page's language, its status line upright
      await visit(at(inLanguage(prefix, '/no-such-page')), { status: 404 });
      const status = page.getByRole('heading', { level: 2, name: `404 ${texts.notFound}` });
      await expect(status).toBeVisible();
      await expect(status).toHaveCSS('font-style', 'normal');
    },
  );
}

for (const { tag, prefix } of languages.filter(({ tag }) => new Intl.Locale(tag).maximize().script === 'Arab')) {
  test(
    `${tag}: a heading's line has room above its letters for a hamza over an alef (أ)`,
    forOwners('right-to-left'),
    async ({ page }) => {
      await page.goto(at(inLanguage(prefix, '/')));
      const { glyph, room } = await roomAbove(page, 'main h2', 'أ');
      expect(glyph, `أ: ${glyph.toFixed(1)} px above the baseline, ${room.toFixed(1)} px of room`).toBeLessThanOrEqual(
        room,
      );
    },
  );
}

for (const { tag, prefix } of languages.filter(({ tag }) => language(tag) === 'ja')) {
  test(
    `${tag}: a section's heading breaks between phrases where the browser can`,
    forOwners('no-spaces'),
    async ({ page }) => {
      await page.goto(at(inLanguage(prefix, '/')));
      const phrases = await page.evaluate(() => CSS.supports('word-break', 'auto-phrase'));
      // the site's own words, which the build does not cut into phrases (the owner's: phrase-breaks.spec.ts)
      for (const heading of await page.locator('main h2').all())
        await expect(heading).toHaveCSS('word-break', phrases ? 'auto-phrase' : 'normal');
      // a paragraph keeps breaking between any two characters
      await expect(page.locator('main p').first()).toHaveCSS('word-break', 'normal');
    },
  );
}

for (const post of posts.filter((each) => ['zh', 'ja'].includes(language(each.language)))) {
  const { prefix, texts } = /** @type {(typeof languages)[number]} */ (
    languages.find(({ tag }) => tag === post.language)
  );
  test(
    `${post.file}: its reading time in its language's words, on its page and in the list`,
    forOwners('no-spaces'),
    async ({ page }) => {
      const said = texts.readingTime(post.readingMinutes);
      await page.goto(at(inLanguage(prefix, `/blog/${post.slug}`)));
      await expect(page.locator('main article p').filter({ hasText: said }).first()).toBeVisible();
      await page.goto(at(inLanguage(prefix, '/blog')));
      await expect(page.locator('main').getByText(said).first()).toBeVisible();
    },
  );
}
