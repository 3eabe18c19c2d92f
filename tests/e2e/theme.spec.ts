import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { themeToggle } from './support/site';

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
