import type { Locator, Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { cardButtons, cardSections, dialog } from './support/site';

// The card dialog's animation chunk, lazily loaded, cannot be fetched (a 404 for every visitor
// who still has the page of an older deploy open): it takes nothing down. The field's chunks:
// particle-faults.spec.ts; the analytics chunk: analytics.spec.ts.

test.describe.configure({ mode: 'parallel' });

const MOTION_CHUNK = /\/assets\/card-motion-[\w-]+\.js$/;
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

/** Answers the dialog animation's chunk with a 404 while `broken.on`; counts what was asked and answered. */
async function breakMotionChunk(page: Page) {
  const broken = { on: true, requests: 0, served: 0 };
  await page.route(MOTION_CHUNK, async (route) => {
    broken.requests += 1;
    if (broken.on) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    broken.served += 1;
    return route.continue();
  });
  return broken;
}

for (const size of sizes) {
  test.describe(`the card dialog's animation chunk answering 404, ${size.name}`, () => {
    test.use(size.use);

    test('the card opens its details all the same, unanimated, the page stays, and the next opening fetches the chunk again and animates once it is there', async ({
      page,
      guard,
      visit,
    }) => {
      guard.allowFailedRequest(MOTION_CHUNK);
      guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
      const section = cardSections.find(({ entries }) => entries.length > 1);
      test.skip(!section, 'no section with two cards in this content');
      const broken = await breakMotionChunk(page);
      // what the page animates with the Web Animations API: each element.animate() call's target and pseudo-element
      await page.addInitScript(() => {
        const animated: string[] = [];
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, keyframes, options) {
          const pseudo = typeof options === 'object' ? (options.pseudoElement ?? '') : '';
          animated.push(`${this.tagName.toLowerCase()}${pseudo}`);
          return animate.call(this, keyframes, options);
        };
        Object.assign(window, { __animated: animated });
      });
      const dialogAnimations = () =>
        page.evaluate(() =>
          [...new Set((window as unknown as { __animated: string[] }).__animated)]
            .filter((target) => target.startsWith('dialog'))
            .sort(),
        );
      await visit('/');
      const press = (target: Locator) => (size.phone ? target.tap() : target.click());
      const cards = cardButtons(page, section!.id);
      const card = cards.first();
      const title = (await card.textContent())!.trim();

      // hovering (a touch starts with it too) prefetches the chunk: its failure is no page error (the guard checks)
      await card.hover();
      await expect.poll(() => broken.requests).toBeGreaterThan(0);
      await press(card);
      const modal = dialog(page);
      await expect(modal).toBeVisible();
      await expect(modal).toHaveAccessibleName(section!.modalHeading);
      await expect(modal.getByRole('heading', { level: 3 })).toHaveText(title);
      const details = section!.entries[0]!.details;
      if (details.length > 0) await expect(modal.getByRole('listitem').first()).toHaveText(details[0]!);
      else await expect(modal.getByText('Details coming soon...')).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await bodyOverflow(page)).toBe('hidden');
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(cards).toHaveCount(section!.entries.length);
      expect(await dialogAnimations(), 'nothing animated without the chunk').toEqual([]);

      await press(modal.getByRole('button', { name: 'Close' }));
      await expect(modal).toHaveCount(0);
      expect(await bodyOverflow(page)).toBe('visible');
      await expect(card).toHaveAttribute('aria-expanded', 'false');

      // the deploy is back (or the connection): the next opening fetches the chunk again (the dialog
      // opens without waiting for it), and once it is there the dialog and its backdrop animate
      broken.on = false;
      const failedSoFar = broken.requests;
      await press(cards.nth(1));
      await expect(modal).toBeVisible();
      await expect(modal).toHaveAccessibleName(section!.modalHeading);
      await expect.poll(() => broken.requests).toBeGreaterThan(failedSoFar);
      await expect.poll(() => broken.served).toBe(1);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(cards.nth(1)).toBeFocused();
      await press(card);
      await expect(modal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      expect(await dialogAnimations(), 'the dialog and its backdrop animate').toEqual(['dialog', 'dialog::backdrop']);
      expect(broken.served, 'fetched once').toBe(1);
    });
  });
}
