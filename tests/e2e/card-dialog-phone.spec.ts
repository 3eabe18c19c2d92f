import type { CDPSession, Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import {
  cardButtons,
  cardSections,
  dialog,
  menuButton,
  openings,
  openingsSince,
  openMenu,
  recordOpenings,
  type Openings,
} from './support/site';

// The phone's moving viewport: the dialog fits the visible viewport, and only a tap outside
// it closes it (a scroll or a pinch that starts outside does not), without pressing what lies beneath.

test.describe.configure({ mode: 'parallel' });

const phone = sizes.find((size) => size.phone)!;
const MOTION_CHUNK = /\/assets\/card-motion-[\w-]+\.js$/;

type Point = { x: number; y: number };

/** A touch gesture through the DevTools protocol: each step lists where the fingers are. */
async function touchGesture(cdp: CDPSession, steps: Point[][]): Promise<void> {
  const points = (fingers: Point[]) => fingers.map((point, id) => ({ ...point, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(steps[0]!) });
  for (const fingers of steps.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(fingers) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The dialog stayed open through a gesture made since `before`: once the page has dispatched the
 * gesture's touchend (its last touch and pointer event), it has asked for no closing (no step back
 * in the history, which is how the dialog closes) and the browser has closed no dialog.
 */
async function expectLeftOpen(page: Page, before: Openings): Promise<void> {
  await expect
    .poll(async () => (await openingsSince(page, before)).dispatched.touchend, { message: "the gesture's touchend" })
    .toBeGreaterThan(0);
  const since = await openingsSince(page, before);
  expect({ history: since.history, closed: since.closed }, 'what the gesture did').toEqual({ history: [], closed: [] });
  await expect(dialog(page)).toBeVisible();
}

test.describe(`the card dialog on a phone (${phone.name})`, () => {
  test.use(phone.use);

  test('a scroll or a pinch that starts outside the dialog leaves it open; a tap outside closes it', async ({
    page,
    visit,
  }) => {
    await recordOpenings(page);
    await visit('/');
    const card = cardButtons(page, cardSections.at(-1)!.id).first();
    await card.tap();
    await expect(dialog(page)).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    // the overlay below the dialog
    const below = { x: viewport.width / 2, y: (box.y + box.height + viewport.height) / 2 };
    expect(below.y).toBeGreaterThan(box.y + box.height);
    const cdp = await page.context().newCDPSession(page);

    // a swipe up, as to scroll the page
    let before = await openings(page);
    await touchGesture(
      cdp,
      [0, 1, 2, 3, 4, 5].map((step) => [{ x: below.x, y: below.y - step * 12 }]),
    );
    await expectLeftOpen(page, before);
    // a pinch: two fingers moving apart
    before = await openings(page);
    await touchGesture(
      cdp,
      [0, 1, 2, 3, 4].map((step) => [
        { x: below.x - 20 - step * 15, y: below.y },
        { x: below.x + 20 + step * 15, y: below.y },
      ]),
    );
    await expectLeftOpen(page, before);
    await expect(card).toHaveAttribute('aria-expanded', 'true');

    // the pinch zoomed the page in, and a tap at the point measured before would land off screen:
    // zoomed out again, the point below the dialog is where it was
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
    await expect.poll(() => page.evaluate(() => visualViewport?.scale)).toBe(1);
    await page.touchscreen.tap(below.x, below.y);
    await expect(dialog(page)).toHaveCount(0);
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await cdp.detach();
  });

  test("a tap outside the dialog presses nothing beneath it, even without the dialog's animation (its chunk answering 404)", async ({
    page,
    guard,
    visit,
  }) => {
    guard.allowFailedRequest(MOTION_CHUNK);
    guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await page.route(MOTION_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await recordOpenings(page);
    await visit('/');
    await cardButtons(page, cardSections[0]!.id).first().tap();
    await expect(dialog(page)).toBeVisible();
    // the menu button lies under the overlay (a hit on the ::backdrop is a hit on its <dialog>): its
    // middle is above the dialog, however tall the owner's entry makes it (at most 90 % of the
    // viewport, centred, so at least 5 % of it lies above)
    const menu = (await menuButton(page).boundingBox())!;
    const point = { x: menu.x + menu.width / 2, y: menu.y + menu.height / 2 };
    expect(point.y).toBeLessThan((await dialog(page).boundingBox())!.y);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [point.x, point.y])).toBe(
      'DIALOG',
    );
    const before = await openings(page);
    await page.touchscreen.tap(point.x, point.y);
    await expect(dialog(page)).toHaveCount(0);
    // the tap's mouseup has been dispatched, and with it (in the same task) its click if it has one:
    // a click that leaked through to the menu button would have opened the menu
    await expect
      .poll(async () => (await openingsSince(page, before)).dispatched.mouseup, { message: "the tap's mouseup" })
      .toBe(1);
    expect((await openingsSince(page, before)).opened, 'what the tap opened').toEqual([]);
    await expect(openMenu(page)).toHaveCount(0);
  });

  test('the dialog is at most 90 % of the dynamic viewport tall (90vh where dvh is unknown), so long details never push its × off screen', async ({
    page,
    visit,
  }) => {
    await visit('/');
    await cardButtons(page, cardSections[0]!.id).first().tap();
    const modal = dialog(page);
    await expect(modal).toBeVisible();

    // what the stylesheet asks for: headless Chromium has no toolbars, so dvh and vh measure the same here
    const declared = await modal.evaluate((panel) => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList, condition: string) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule && panel.matches(rule.selectorText) && rule.style.maxHeight)
            found.push(`${condition}${rule.style.maxHeight}`);
          if (rule instanceof CSSSupportsRule) walk(rule.cssRules, `@supports ${rule.conditionText}: `);
          else if (rule instanceof CSSGroupingRule) walk(rule.cssRules, condition);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, '');
      return found;
    });
    expect(declared).toContain('90vh');
    expect(
      declared.some((value) => /^@supports .*dvh.*: 90dvh$/.test(value)),
      declared.join(', '),
    ).toBe(true);

    // long details: the panel keeps its height and its × stays in view; the details scroll inside
    await modal
      .locator('ul')
      .first()
      .evaluate((list) => {
        for (let index = 0; index < 40; index += 1) list.append(list.firstElementChild!.cloneNode(true));
      });
    const viewport = page.viewportSize()!;
    const box = (await modal.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(0.9 * viewport.height + 0.5);
    const close = (await modal.getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(close.y).toBeGreaterThanOrEqual(0);
    expect(close.y + close.height).toBeLessThanOrEqual(viewport.height);
    await modal.getByRole('button', { name: 'Close' }).tap();
    await expect(modal).toHaveCount(0);
  });
});
