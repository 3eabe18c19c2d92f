import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, type Guard } from './fixtures';

export { cardSections } from '../../support/site-content';

export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** The menu's list while it is open: a popover, whose open state the browser exposes as its button's expanded state. */
export const openMenu = (page: Page) => page.locator('header [popover]:popover-open');

/** The dropdown list the menu button controls (found through aria-controls, as assistive tech does). */
export async function menuList(page: Page): Promise<Locator> {
  const id = await menuButton(page).getAttribute('aria-controls');
  expect(id, 'the menu button names the list it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The home page's heading (the intro's "Hi, I'm …"). */
export const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Hi, I/ });

export const themeToggle = (page: Page) => page.getByRole('button', { name: /^Switch to (Light|Dark) Mode$/ });

export const dialog = (page: Page) => page.getByRole('dialog');

/** The card title buttons of one section. */
export const cardButtons = (page: Page, sectionId: string) =>
  page.locator(`section#${sectionId} article`).getByRole('button');

/** Nothing is open: no card dialog (and the page scrolls), no menu, no card saying its dialog is open. */
export async function expectNothingOpen(page: Page): Promise<void> {
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(page.locator('section article button[aria-expanded="true"]')).toHaveCount(0);
}

/** Waits until every finite animation (intro, modal and menu transitions) has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/** What `recordOpenings` has seen since the page started. */
export interface Openings {
  /** Every dialog shown and every popover opened, even one that closed again at once (`dialog`, `ul#…`). */
  opened: string[];
  /** Every dialog closed, by the page or by the browser. */
  closed: string[];
  /** The page's own calls that move in or add to the history (`pushState`, `go(-1)`...): how a card opens and closes. */
  history: string[];
  /**
   * How many of these events the page has dispatched (swallowed ones included: counted before any
   * listener of the page's). A gesture's touch and pointer events are dispatched in order, its
   * touchend last; a press's click, if it has one (a tap whose target changed under it has none), in
   * the same task as its mouseup.
   */
  dispatched: Record<(typeof DISPATCHED)[number], number>;
}

const DISPATCHED = ['touchend', 'mouseup', 'click'] as const;

/**
 * Records in the page, from its first script on, every dialog or popover that opens, every dialog
 * that closes, the page's history calls, and the touchend, mouseup and click events dispatched. A test that says "nothing
 * happened" waits for a state proving the chance has passed (the press's click was dispatched, the
 * page has handled the history step), then asserts on this record, which holds an opening however
 * briefly it lasted, and a call whose effect has not shown yet.
 */
export async function recordOpenings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: Openings = { opened: [], closed: [], history: [], dispatched: { touchend: 0, mouseup: 0, click: 0 } };
    (window as unknown as { __openings: Openings }).__openings = record;
    const name = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''}`;
    // a dialog gets its `open` attribute however it opens (show(), showModal(), the attribute itself)
    new MutationObserver((mutations) => {
      for (const { target, oldValue } of mutations) {
        if (target instanceof HTMLDialogElement) (oldValue === null ? record.opened : record.closed).push(name(target));
      }
    }).observe(document, { subtree: true, attributeFilter: ['open'], attributeOldValue: true });
    // a popover fires beforetoggle as it opens (popovertarget, showPopover())
    document.addEventListener(
      'beforetoggle',
      (event) => {
        const target = event.target as Element;
        if ((event as Event & { newState?: string }).newState === 'open' && target.hasAttribute('popover')) record.opened.push(name(target));
      },
      true,
    );
    for (const method of ['pushState', 'replaceState', 'go', 'back', 'forward'] as const) {
      const original = History.prototype[method] as (...args: unknown[]) => void;
      History.prototype[method] = function (this: History, ...args: unknown[]) {
        record.history.push(method === 'go' ? `go(${String(args[0])})` : method);
        return original.apply(this, args);
      };
    }
    for (const type of Object.keys(record.dispatched) as (keyof Openings['dispatched'])[]) window.addEventListener(type, () => record.dispatched[type]++, true);
  });
}

/** What the page has done since it started; see `recordOpenings`. */
export const openings = (page: Page) => page.evaluate(() => (window as unknown as { __openings: Openings }).__openings);

/** What happened between `before` (read earlier from `openings`) and now. */
export async function openingsSince(page: Page, before: Openings): Promise<Openings> {
  const now = await openings(page);
  return {
    opened: now.opened.slice(before.opened.length),
    closed: now.closed.slice(before.closed.length),
    history: now.history.slice(before.history.length),
    dispatched: Object.fromEntries(DISPATCHED.map((type) => [type, now.dispatched[type] - before.dispatched[type]])) as Openings['dispatched'],
  };
}

/** The element that has focus, described for assertions (tag, accessible text). */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()}: ${label}`;
  });
}

/**
 * Clicks a link that opens a new tab with an external URL, without letting the request leave the
 * machine: the URL is answered here with a stub page. Returns the new tab's URL after closing it.
 */
export async function openExternalLink(context: BrowserContext, guard: Guard, link: Locator, how: 'click' | 'tap' | 'Enter'): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  guard.allowExternal(href!);
  await context.route(href!, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title><p>external page stub</p>' }),
  );
  const popupPromise = context.waitForEvent('page');
  if (how === 'click') await link.click();
  else if (how === 'tap') await link.tap();
  else {
    await link.focus();
    await link.page().keyboard.press('Enter');
  }
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  const url = popup.url();
  await popup.close();
  await context.unroute(href!);
  return url;
}

/** A point inside `outer`'s box that the element at that point does not belong to `inner`. */
export async function pointOutside(page: Page, inner: Locator): Promise<{ x: number; y: number }> {
  const box = await inner.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize()!;
  const candidates = [
    { x: 6, y: viewport.height - 6 },
    { x: viewport.width - 6, y: viewport.height - 6 },
    { x: 6, y: 6 },
  ];
  for (const point of candidates) {
    const { x, y, width, height } = box!;
    if (point.x < x || point.x > x + width || point.y < y || point.y > y + height) return point;
  }
  throw new Error('no point outside the element in the viewport');
}
