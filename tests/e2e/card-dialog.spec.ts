import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { projects } from '../support/site-content';
import {
  cardButtons,
  cardSections,
  dialog,
  openExternalLink,
  openings,
  openingsSince,
  recordOpenings,
} from './support/site';

test.describe.configure({ mode: 'parallel' });

/** A section with at least two cards (a test presses one, then another), or the first section. */
const roomySection = cardSections.find((section) => section.entries.length > 1) ?? cardSections[0];

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

/**
 * Whether the topmost thing at (x, y) is the overlay, the dialog's ::backdrop (a hit on it is a hit on the <dialog>,
 * outside its box).
 */
const overlayIsAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const modal = document.querySelector('dialog');
      const box = modal?.getBoundingClientRect();
      const outside = !!box && (px! < box.left || px! > box.right || py! < box.top || py! > box.bottom);
      return !!modal && document.elementFromPoint(px!, py!) === modal && outside;
    },
    [x, y],
  );

for (const size of sizes) {
  test.describe(`card modals, ${size.name}`, () => {
    test.use(size.use);
    test.skip(cardSections.length === 0, 'no card in this content');

    test('pressing the open card again closes its modal for good', async ({ page, visit }) => {
      test.skip(size.phone, 'on a phone the dialog covers the whole card');
      await visit('/');
      const card = cardButtons(page, cardSections[0]!.id).first();
      await card.click();
      const panel = (await dialog(page).boundingBox())!;
      const cardBox = (await card.locator('xpath=ancestor::article').boundingBox())!;
      // a point of the open card that the dialog panel does not cover
      const point = { x: (cardBox.x + panel.x) / 2, y: cardBox.y + cardBox.height / 2 };
      expect(point.x).toBeLessThan(panel.x);
      expect(await overlayIsAt(page, point.x, point.y)).toBe(true);
      await page.mouse.click(point.x, point.y);
      await expect(dialog(page)).toHaveCount(0);
      await expect(card).toHaveAttribute('aria-expanded', 'false');
    });

    test('a mousedown outside closes the modal at once, and the next click works as usual', async ({ page, visit }) => {
      await visit('/');
      test.skip(roomySection!.entries.length < 2, 'no section with two cards in this content');
      const cards = cardButtons(page, roomySection!.id);
      await cards.first().click();
      await expect(dialog(page)).toBeVisible();
      const viewport = page.viewportSize()!;
      const point = { x: 4, y: viewport.height - 4 };
      expect(await overlayIsAt(page, point.x, point.y)).toBe(true);
      await page.mouse.move(point.x, point.y);
      await page.mouse.down();
      await expect(dialog(page)).toHaveCount(0); // before the button is released
      await expect(cards.first()).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.up();

      await cards.nth(1).click();
      await expect(dialog(page)).toBeVisible();
      await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'true');
    });

    test("'View on GitHub' opens the repository in a new tab (kept on this machine) and opens no modal", async ({
      page,
      context,
      guard,
      visit,
    }) => {
      const withGithub = projects.filter((project) => project.github).length;
      test.skip(withGithub === 0, 'no project with a GitHub link in this content');
      await recordOpenings(page);
      await visit('/');
      const links = page.locator('section#projects').getByRole('link', { name: /View on GitHub/ });
      await expect(links).toHaveCount(withGithub);
      const presses = [
        [0, size.phone ? 'tap' : 'click'],
        [withGithub - 1, 'Enter'],
      ] as const;
      for (const [index, how] of presses) {
        const link = links.nth(index);
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^https:\/\/github\.com\//);
        await expect(link).toHaveAttribute('target', '_blank');
        const before = await openings(page);
        expect(await openExternalLink(context, guard, link, how)).toBe(href);
        // the new tab opened as the click's default action, after the click's listeners had run: a card
        // pressed with it would have pushed its history entry (how a card opens) by then
        expect((await openingsSince(page, before)).history, "the page's history calls").toEqual([]);
        await expect(dialog(page)).toHaveCount(0);
        await expect(link.locator('xpath=ancestor::article').getByRole('button')).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        expect(await bodyOverflow(page)).toBe('visible');
      }
    });
  });
}
