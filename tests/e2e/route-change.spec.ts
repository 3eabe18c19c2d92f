import { expect, sizes, test } from './support/fixtures';
import { expectNothingOpen, homeHeading, menuButton, menuList, openMenu } from './support/site';

// What a client-side route change does to the page: the new page starts at the top, the menu does
// not stay open across it, and focus moves to the new page's heading. (An open card and the history:
// card-history.spec.ts.)

test.describe.configure({ mode: 'parallel' });

for (const size of sizes) {
  test.describe(`a route change, ${size.name}`, () => {
    test.use(size.use);

    test('a new page starts at the top, not at the scroll position of the page before', async ({ page, visit }) => {
      await visit('/');
      // the page's last section, whichever the content ends with
      await page.locator('main section').last().scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      test.skip(
        scrolled === 0,
        'the home page of this content fits in the window: there is no scroll position to leave',
      );
      expect(scrolled).toBeGreaterThan(0);
      await menuButton(page).click();
      await page.getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the menu closes when the visitor leaves the page, and is closed on the page they come back to', async ({
      page,
      visit,
    }) => {
      await visit('/');
      await menuButton(page).click();
      await (await menuList(page)).getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await menuButton(page).click();
      await expect(openMenu(page)).toHaveCount(1);
      await page.goBack();
      await expect(homeHeading(page)).toBeVisible();
      await expectNothingOpen(page);
      await menuButton(page).click();
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expectNothingOpen(page);
    });
  });
}

test.describe('focus after a route change', () => {
  test("moves to the new page's heading (not on the first load), and the skip link still leads to the content", async ({
    page,
    visit,
  }) => {
    await visit('/');
    expect(
      await page.evaluate(() => document.activeElement === document.body),
      'the first load leaves focus alone',
    ).toBe(true);

    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const blog = (await menuList(page)).getByRole('link', { name: 'Blog' });
    await blog.focus();
    await page.keyboard.press('Enter');
    const blogHeading = page.getByRole('heading', { level: 1, name: 'Tech Blog' });
    await expect(blogHeading).toBeFocused();
    await expect(page).toHaveTitle(/^Tech Blog · /);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(blogHeading).toBeFocused();

    // the skip link still moves focus to <main>
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(blogHeading).toBeVisible();
  });
});
