import { measureLines, PHRASE_ELEMENTS, phraseLanguages, phraseProblems } from '../support/phrase-lines';
import { site } from '../support/site-content';
import { expect, sizes, test } from './support/fixtures';
import { forShapes } from './support/shape-tags';

// Japanese and Chinese lines broken between phrases (tests/support/phrase-lines.ts) in Chromium, on
// every owner whose site has such a language, their own `npm run check` too; Firefox and WebKit run the
// same in `npm run test:browsers:phrases` (tests/browsers/behaviours/phrase-breaks.ts).

const places = phraseLanguages(site);

test.describe('at a phone’s width', () => {
  test.use(sizes.find((size) => size.phone)!.use);
  test.skip(places.length === 0, 'the site has no language written in Han characters or kana');

  test(
    "Japanese and Chinese headings and short lines break only between phrases, never inside a word: the home page's heading, tagline and each card's title, in each such language of the site",
    forShapes('no-spaces'),
    async ({ page, visit }) => {
      const problems: string[] = [];
      let wrapped = 0;
      for (const { prefix } of places) {
        const path = prefix ? `/${prefix}` : '/';
        await visit(path);
        await expect(page.locator(PHRASE_ELEMENTS[0]!)).toBeVisible();
        const found = phraseProblems(path, await page.evaluate(measureLines, PHRASE_ELEMENTS));
        problems.push(...found.problems);
        wrapped += found.wrapped;
      }
      expect(problems, 'lines break between phrases, inside their boxes').toEqual([]);
      test.skip(wrapped === 0, 'no heading, tagline or card title of these languages is long enough to wrap here');
    },
  );
});
