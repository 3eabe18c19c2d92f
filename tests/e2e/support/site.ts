import type { BrowserContext, Locator, Page } from '@playwright/test';
import { openingsBetween, readOpenings, recordOpeningsInPage, type Openings } from '../../support/openings';
import { expect, type Guard } from './fixtures';

export { cardSections } from '../../support/site-content';
export type { Openings } from '../../support/openings';

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

/**
 * Records, from the page's first script on, what opened and closed and the page's history calls
 * (tests/support/openings.ts).
 */
export const recordOpenings = (page: Page) => page.addInitScript(recordOpeningsInPage);

/** What the page has done since it started; see `recordOpenings`. */
export const openings = (page: Page) => page.evaluate(readOpenings);

/** What happened between `before` (read earlier from `openings`) and now. */
export const openingsSince = async (page: Page, before: Openings) => openingsBetween(before, await openings(page));

/**
 * Clicks a link that opens a new tab with an external URL, without letting the request leave the
 * machine: the URL is answered here with a stub page. Returns the new tab's URL after closing it.
 */
export async function openExternalLink(
  context: BrowserContext,
  guard: Guard,
  link: Locator,
  how: 'click' | 'tap' | 'Enter',
): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  guard.allowExternal(href!);
  await context.route(href!, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>stub</title><p>external page stub</p>',
    }),
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
