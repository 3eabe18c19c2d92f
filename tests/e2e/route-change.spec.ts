import { expect, sizes, test } from './support/fixtures';
import { menuButton } from './support/site';

test.describe.configure({ mode: 'parallel' });

for (const size of sizes) {
  test.describe(`routes, ${size.name}`, () => {
    test.use(size.use);

    test('a new page starts at the top, not at the scroll position of the page before', async ({ page, visit }) => {
      await visit('/');
      await page.locator('#contact').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await menuButton(page).click();
      await page.getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
