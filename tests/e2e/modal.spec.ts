import type { Locator, Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { projects } from '../support/site-content';
import { cardButtons, cardSections, dialog, focusIsInside, menuButton, openExternalLink } from './support/site';

test.describe.configure({ mode: 'parallel' });

/** A section with at least two cards (a test presses one, then another), or the first section. */
const roomySection = cardSections.find((section) => section.entries.length > 1) ?? cardSections[0];

const overlay = (page: Page) => page.getByTestId('modal-overlay');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

/** Whether the topmost element at (x, y) is the overlay itself (not the panel, not the page beneath). */
const overlayIsAt = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute('data-testid') === 'modal-overlay', [x, y]);

/**
 * A real wheel scroll gesture at (x, y), finished when this returns. (Synthetic touch scroll
 * gestures do not scroll in headless Chromium, not even on a blank page, so phones get the wheel too.)
 */
async function scrollGesture(page: Page, x: number, y: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', {
    x,
    y,
    yDistance: -distance,
    speed: 2000,
    gestureSourceType: 'mouse',
  });
  await cdp.detach();
  // one more frame so a scroll the gesture caused has landed in scrollY
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function press(locator: Locator, phone: boolean): Promise<void> {
  if (phone) await locator.tap();
  else await locator.click();
}

for (const size of sizes) {
  test.describe(`card modals, ${size.name}`, () => {
    test.use(size.use);
    test.skip(cardSections.length === 0, 'no card in this content');

    test('each section opens its own labelled dialog over an overlay, at the spec size; × closes it and focus returns to the card', { tag: '@owner' }, async ({ page, visit }) => {
      await visit('/');
      const viewport = page.viewportSize()!;
      for (const section of cardSections) {
        const cards = cardButtons(page, section.id);
        await expect(cards).toHaveCount(section.entries.length);
        const card = cards.first();
        await expect(card).toHaveAttribute('aria-haspopup', 'dialog');
        await expect(card).toHaveAttribute('aria-expanded', 'false');
        const title = (await card.textContent())!.trim();

        await press(card, size.phone);
        const modal = dialog(page);
        await expect(modal).toBeVisible();
        await expect(modal).toHaveAttribute('aria-modal', 'true');
        await expect(modal).toHaveAccessibleName(section.modalHeading);
        await expect(modal.getByRole('heading', { level: 2 })).toHaveText(section.modalHeading);
        await expect(modal.getByRole('heading', { level: 3 })).toHaveText(title);
        const entry = section.entries[0]!;
        if (entry.technologies.length > 0) await expect(modal.getByText('Technologies Used', { exact: true })).toBeVisible();
        if (entry.details.length > 0) await expect(modal.getByRole('listitem').first()).toHaveText(entry.details[0]!);
        else await expect(modal.getByText('Details coming soon...')).toBeVisible();
        await expect(card).toHaveAttribute('aria-expanded', 'true');
        expect(await focusIsInside(modal), 'focus moves into the dialog').toBe(true);
        // portalled to <body>, above everything, covering the whole window
        expect(await modal.evaluate((element) => element.closest('main') === null)).toBe(true);
        expect(await overlay(page).boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

        // 56rem wide at most (full width less the overlay padding on a phone), 90vh tall at most, centred
        await expect(modal).toHaveCSS('max-width', `${56 * 16}px`);
        await expect(modal).toHaveCSS('max-height', `${0.9 * viewport.height}px`);
        // measured once the entry animation (a slight scale-up) has finished
        await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(Math.min(56 * 16, viewport.width - 32));
        const box = (await modal.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(0.9 * viewport.height + 0.5);
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
        expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);

        await press(modal.getByRole('button', { name: 'Close' }), size.phone);
        await expect(modal).toHaveCount(0);
        await expect(card).toHaveAttribute('aria-expanded', 'false');
        await expect(card).toBeFocused();
      }
    });

    test('a press on the overlay closes the modal and does not reach what lies beneath it', async ({ page, visit }) => {
      await visit('/');
      const card = cardButtons(page, cardSections[0]!.id).first();
      await press(card, size.phone);
      await expect(dialog(page)).toBeVisible();

      // the menu button lies under the overlay: pressing there closes the modal, and the menu stays shut
      const menu = (await menuButton(page).boundingBox())!;
      const point = { x: menu.x + menu.width / 2, y: menu.y + menu.height / 2 };
      expect(await overlayIsAt(page, point.x, point.y)).toBe(true);
      if (size.phone) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      await expect(dialog(page)).toHaveCount(0);
      await expect(card).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      // focus goes back to the card after a mouse press (a touch leaves focus to the browser's compatibility mouse events)
      if (!size.phone) await expect(card).toBeFocused();
    });

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

    test('keyboard: Enter and Space open a card, Tab and Shift+Tab stay in the dialog, Escape and the × close it, focus returns to the card', async ({ page, visit }) => {
      await visit('/');
      for (const section of cardSections) {
        const card = cardButtons(page, section.id).last();
        await card.focus();
        await page.keyboard.press('Enter');
        const modal = dialog(page);
        await expect(modal).toHaveAccessibleName(section.modalHeading);
        await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
        for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          expect(await focusIsInside(modal), `focus stays in the dialog after ${key}`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
        await expect(card).toBeFocused();
        await expect(card).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('Space');
        await expect(modal).toBeVisible();
        await expect(card).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Enter'); // on the focused ×
        await expect(modal).toHaveCount(0);
        await expect(card).toBeFocused();
      }
    });

    test('the page does not scroll while a modal is open, and does again after it closes, without moving the layout', async ({ page, visit }) => {
      await visit('/');
      const section = cardSections.at(-1)!;
      const card = cardButtons(page, section.id).first();
      await card.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      const heading = page.locator(`#${section.id}-heading`);
      const headingBox = await heading.boundingBox();
      expect(await bodyOverflow(page)).toBe('visible');

      await press(card, size.phone);
      await expect(dialog(page)).toBeVisible();
      expect(await bodyOverflow(page)).toBe('hidden');
      expect(await heading.boundingBox(), 'no layout shift when the scrollbar goes').toEqual(headingBox);
      const viewport = page.viewportSize()!;
      await scrollGesture(page, 6, viewport.height - 6, 600); // over the overlay
      expect(await scrollY(page)).toBe(before);
      const panel = (await dialog(page).boundingBox())!;
      await scrollGesture(page, panel.x + panel.width / 2, panel.y + panel.height / 2, 600);
      expect(await scrollY(page)).toBe(before);
      await page.keyboard.press('End');
      expect(await scrollY(page)).toBe(before);

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      expect(await bodyOverflow(page)).toBe('visible');
      expect(await scrollY(page)).toBe(before);
      await scrollGesture(page, viewport.width / 2, viewport.height / 2, 600);
      expect(await scrollY(page)).toBeGreaterThan(before);
    });

    test("'View on GitHub' opens the repository in a new tab (kept on this machine) and opens no modal", async ({ page, context, guard, visit }) => {
      const withGithub = projects.filter((project) => project.github).length;
      test.skip(withGithub === 0, 'no project with a GitHub link in this content');
      await visit('/');
      const links = page.locator('section#projects').getByRole('link', { name: /View on GitHub/ });
      await expect(links).toHaveCount(withGithub);
      const presses = [[0, size.phone ? 'tap' : 'click'], [withGithub - 1, 'Enter']] as const;
      for (const [index, how] of presses) {
        const link = links.nth(index);
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^https:\/\/github\.com\//);
        await expect(link).toHaveAttribute('target', '_blank');
        expect(await openExternalLink(context, guard, link, how)).toBe(href);
        await expect(dialog(page)).toHaveCount(0);
        await expect(link.locator('xpath=ancestor::article').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
        expect(await bodyOverflow(page)).toBe('visible');
      }
    });
  });
}
