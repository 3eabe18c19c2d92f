import { themeToggle } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { at, site } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// The owner's accent colours (site.ts's theme) on the page, in each theme.

/**
 * "#c4b5fd" (or "#cbf") → "rgb(196, 181, 253)", as getComputedStyle writes a colour.
 * @param {string} hex
 */
const rgbOf = (hex) => {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1);
  return `rgb(${[0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)).join(', ')})`;
};

test(
  "the owner's accent colours (site.ts's theme) colour the page's accents, in each theme",
  forOwners('own-theme'),
  async ({ page, visit }) => {
    const theme = site.theme;
    test.skip(!theme?.dark?.accent && !theme?.light?.accent, "no accent of the owner's own in this content");
    await visit(at('/'));
    // the owner's name in the hero is written in the accent
    const accentOf = () =>
      page
        .locator('main h1 .text-accent')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    if (theme?.dark?.accent) expect(await accentOf()).toBe(rgbOf(theme.dark.accent));
    await themeToggle(page).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    if (theme?.light?.accent) expect(await accentOf()).toBe(rgbOf(theme.light.accent));
  },
);
