import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { themeToggle } from './support/site';
import { site } from '../support/site-content';
import { forOwners } from './support/owner-tags';

test.describe.configure({ mode: 'parallel' });

const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
/** Relative luminance-ish brightness (0 to 255) of a computed rgb() colour. */
const brightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
for (const size of sizes) {
  test.describe(`theme, ${size.name}`, () => {
    test.use(size.use);

    test('a saved light theme is applied before the app script runs (no dark flash)', async ({
      page,
      context,
      guard,
      visit,
    }) => {
      await visit('/blog');
      await themeToggle(page).click();
      expect(await savedTheme(page)).toBe('light');

      // with every module script blocked, only the small theme script can have set the theme
      const blocked = /\/assets\/.+\.js(\?.*)?$/;
      guard.allowConsoleError(/ERR_BLOCKED_BY_CLIENT|Failed to load/);
      guard.allowFailedRequest(blocked);
      await context.route(blocked, (route) => route.abort('blockedbyclient'));
      const failures: string[] = [];
      page.on('requestfailed', (request) => failures.push(request.url()));
      await page.goto('/blog');
      expect(await htmlTheme(page)).toBe('light');
      expect(
        brightness(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)),
      ).toBeGreaterThan(200);
      expect(failures.length, 'the app script was really blocked').toBeGreaterThan(0);
      expect(failures.every((url) => blocked.test(url))).toBe(true);
    });
  });
}

/** "#c4b5fd" (or "#cbf") → "rgb(196, 181, 253)", as getComputedStyle writes a colour. */
const rgbOf = (hex: string) => {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1);
  return `rgb(${[0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)).join(', ')})`;
};

test(
  "the owner's accent colours (site.ts's theme) colour the page's accents, in each theme",
  forOwners('own-theme'),
  async ({ page, visit }) => {
    const theme = site.theme;
    test.skip(!theme?.dark?.accent && !theme?.light?.accent, "no accent of the owner's own in this content");
    await visit('/');
    // the owner's name in the hero is written in the accent
    const accentOf = () =>
      page
        .locator('main h1 .text-accent')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    if (theme?.dark?.accent) expect(await accentOf()).toBe(rgbOf(theme.dark.accent));
    await themeToggle(page).click();
    await expect.poll(() => htmlTheme(page)).toBe('light');
    if (theme?.light?.accent) expect(await accentOf()).toBe(rgbOf(theme.light.accent));
  },
);
