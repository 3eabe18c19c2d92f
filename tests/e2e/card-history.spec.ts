import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import {
  cardButtons,
  cardSections,
  dialog,
  expectNothingOpen,
  homeHeading,
  menuButton,
  openings,
  openingsSince,
  openMenu,
  recordOpenings,
} from './support/site';

// An open card is a history entry (use-open-card.ts): Back closes it and stays on the page, closing
// it any other way takes the step back, and nothing opens by itself after Back, Forward or a reload.
// A route change the app makes with a card open: src/features/home/home-page.test.tsx.

test.describe.configure({ mode: 'parallel' });

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);
const path = (page: Page) => new URL(page.url()).pathname;

for (const size of sizes) {
  test.describe(`an open card in the history, ${size.name}`, () => {
    test.use(size.use);

    test('Back closes an open card and stays on the page; Forward opens nothing and the scroll stays free', async ({
      page,
      visit,
    }) => {
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

    test('a reload with a card open shows the page with nothing open; a card opened there is a step of its own', async ({
      page,
      visit,
      reloadPage,
    }) => {
      await recordOpenings(page);
      await visit('/blog');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(homeHeading(page)).toBeVisible();
      const card = cardButtons(page, cardSections[0]!.id).first();
      const press = () => (size.phone ? card.tap() : card.click());
      await press();
      await expect(dialog(page)).toBeVisible();
      // the reloaded page is hydrated: the field starts after the effects of the page's first render
      // (where a card restored from the history entry would have opened) have run
      await reloadPage();
      await expect(homeHeading(page)).toBeVisible();
      expect(path(page)).toBe('/');
      expect((await openings(page)).opened, 'opened on the reloaded page').toEqual([]);
      await expectNothingOpen(page);

      // the entry the card had named is an ordinary one now: a card opened from it pushes one entry of
      // its own, which Back takes; then Back returns to that reloaded entry's predecessor, the home page
      // the visitor came to from /blog (nothing open on either), and the next Back leaves for /blog
      await press();
      await expect(dialog(page)).toBeVisible();
      for (const step of ['the card opened after the reload', 'the reloaded entry']) {
        await page.goBack();
        expect(path(page), `Back from ${step}`).toBe('/');
        await expectNothingOpen(page);
        await expect(homeHeading(page)).toBeVisible();
      }
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
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
  });
}
