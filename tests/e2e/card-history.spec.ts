import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { cardButtons, cardSections, dialog, menuButton, menuList, openings, openingsSince, openMenu, recordOpenings } from './support/site';

// State ends with its page. An open card is a history entry (Back closes it); nothing
// opens by itself after Back, Forward or a route change; focus follows a client-side route change.

test.describe.configure({ mode: 'parallel' });

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);
const path = (page: Page) => new URL(page.url()).pathname;
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Hi, I/ });

async function expectNothingOpen(page: Page): Promise<void> {
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => bodyOverflow(page)).toBe('visible');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(page.locator('section article button[aria-expanded="true"]')).toHaveCount(0);
}

for (const size of sizes) {
  test.describe(`state ends with its page, ${size.name}`, () => {
    test.use(size.use);

    test('Back closes an open card and stays on the page; Forward opens nothing and the scroll stays free', async ({ page, visit }) => {
      await recordOpenings(page);
      await visit('/blog');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(homeHeading(page)).toBeVisible();
      const card = cardButtons(page, cardSections[0]!.id).first();
      if (size.phone) await card.tap();
      else await card.click();
      await expect(dialog(page)).toBeVisible();
      expect(await bodyOverflow(page)).toBe('hidden');

      await page.goBack();
      expect(path(page)).toBe('/');
      await expectNothingOpen(page);
      await expect(homeHeading(page)).toBeVisible();

      // Forward reaches the entry the card was opened in. A probe: the menu, open now, is closed by the
      // page once it has rendered that entry, and by then a card that opened by itself would have opened.
      await menuButton(page).click();
      await expect(openMenu(page)).toHaveCount(1);
      let before = await openings(page);
      await page.goForward();
      expect(path(page)).toBe('/');
      await expect(openMenu(page)).toHaveCount(0);
      expect((await openingsSince(page, before)).opened, 'opened after Forward').toEqual([]);
      await expectNothingOpen(page);

      // Back, Back leaves for the blog; Forward comes back to a page with nothing open
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      before = await openings(page);
      await page.goForward();
      // the page has rendered the home page and run its effects (focus moves to the new page's heading)
      await expect(homeHeading(page)).toBeFocused();
      expect((await openingsSince(page, before)).opened, 'opened after Forward').toEqual([]);
      await expectNothingOpen(page);
    });

    test('a reload with a card open shows the page with nothing open', async ({ page, visit, reloadPage }) => {
      await recordOpenings(page);
      await visit('/');
      const card = cardButtons(page, cardSections[0]!.id).first();
      if (size.phone) await card.tap();
      else await card.click();
      await expect(dialog(page)).toBeVisible();
      // the reloaded page is hydrated: the field starts after the effects of the page's first render
      // (where a card restored from the history entry would have opened) have run
      await reloadPage();
      await expect(homeHeading(page)).toBeVisible();
      expect(path(page)).toBe('/');
      expect((await openings(page)).opened, 'opened on the reloaded page').toEqual([]);
      await expectNothingOpen(page);
    });

    test('closing a card with its × leaves no step behind: the next Back leaves the page', async ({ page, visit }) => {
      await visit('/blog');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(homeHeading(page)).toBeVisible();
      await cardButtons(page, cardSections.at(-1)!.id).first().click();
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expectNothingOpen(page);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
    });

    test('the menu closes when the visitor leaves the page, and is closed on the page they come back to', async ({ page, visit }) => {
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
  test("moves to the new page's heading (not on the first load), and the skip link still leads to the content", async ({ page, visit }) => {
    await visit('/');
    expect(await page.evaluate(() => document.activeElement === document.body), 'the first load leaves focus alone').toBe(true);

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
