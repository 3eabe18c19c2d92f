import { strict as assert } from 'node:assert';
import { site } from '../../support/site-content';
import { measureLines, PHRASE_ELEMENTS, phraseLanguages, phraseProblems } from '../../support/phrase-lines';
import { open, waitForElement } from '../actions';
import type { Behaviour } from '../behaviour';

/** Japanese and Chinese lines broken between phrases (tests/support/phrase-lines.ts), in Firefox and WebKit. */
export const phraseBreaks: Behaviour = {
  name: "phrases: Japanese and Chinese headings and short lines break only between phrases, never inside a word: at a phone's width, the home page's heading, tagline and each card's title, in each such language of the site",
  async run({ page, size, skip }) {
    const places = phraseLanguages(site);
    if (places.length === 0) skip('the site has no language written in Han characters or kana');
    if (!size.phone) skip("a phone's width is where these lines wrap");
    const problems: string[] = [];
    let wrapped = 0;
    for (const { prefix } of places) {
      const path = prefix ? `/${prefix}` : '/';
      await open(page, path);
      await waitForElement(page, { css: PHRASE_ELEMENTS[0]! });
      const found = phraseProblems(path, await page.evaluate(measureLines, PHRASE_ELEMENTS));
      problems.push(...found.problems);
      wrapped += found.wrapped;
    }
    assert.deepEqual(problems, [], 'lines break between phrases, inside their boxes');
    if (wrapped === 0) skip('no heading, tagline or card title of these languages is long enough to wrap here');
  },
};
