import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { settleAnimations, themeToggle } from './support/site';

test.describe.configure({ mode: 'parallel' });

const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
/** Relative luminance-ish brightness (0 to 255) of a computed rgb() colour. */
const brightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const colours = async (page: Page) => {
  await page.mouse.move(0, 0); // no card under the pointer (a hovered card has its own background)
  await settleAnimations(page); // cards fade to the new theme's colours
  return page.evaluate(() => ({
    text: getComputedStyle(document.body).color,
    page: getComputedStyle(document.documentElement).backgroundColor,
    card: getComputedStyle(document.querySelector('article') ?? document.body).backgroundColor,
  }));
};

for (const size of sizes) {
  test.describe(`theme, ${size.name}`, () => {
    test.use(size.use);

    test('starts dark; the toggle switches to light and back, by mouse and by keyboard, and the choice survives reloads', async ({ page, visit, reloadPage }) => {
      await visit('/');
      expect(await htmlTheme(page)).toBe('dark');
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Light Mode');
      await expect(themeToggle(page)).toHaveAccessibleName('Switch to Light Mode');
      const dark = await colours(page);
      expect(brightness(dark.text)).toBeGreaterThan(brightness(dark.page));

      if (size.phone) await themeToggle(page).tap();
      else await themeToggle(page).click();
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Dark Mode');
      await expect(themeToggle(page)).toHaveAccessibleName('Switch to Dark Mode');
      expect(await htmlTheme(page)).toBe('light');
      expect(await savedTheme(page)).toBe('light');
      const light = await colours(page);
      expect(brightness(light.text)).toBeLessThan(brightness(light.page));
      expect(light.card).not.toBe(dark.card);

      await reloadPage();
      expect(await htmlTheme(page)).toBe('light');
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Dark Mode');
      expect(await colours(page)).toEqual(light);

      // the same theme on every route
      await visit('/blog/some-post');
      expect(await htmlTheme(page)).toBe('light');
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Dark Mode');

      // keyboard: Space, then Enter
      await themeToggle(page).focus();
      await page.keyboard.press('Space');
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Light Mode');
      expect(await htmlTheme(page)).toBe('dark');
      expect(await savedTheme(page)).toBe('dark');
      await expect(themeToggle(page)).toBeFocused();
      await reloadPage();
      expect(await htmlTheme(page)).toBe('dark');
      await themeToggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(themeToggle(page)).toHaveAttribute('title', 'Switch to Dark Mode');
      await reloadPage();
      expect(await htmlTheme(page)).toBe('light');
    });

    test('a saved light theme is applied before the app script runs (no dark flash)', async ({ page, context, guard, visit }) => {
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
      expect(brightness(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))).toBeGreaterThan(200);
      expect(failures.length, 'the app script was really blocked').toBeGreaterThan(0);
      expect(failures.every((url) => blocked.test(url))).toBe(true);
    });
  });
}
