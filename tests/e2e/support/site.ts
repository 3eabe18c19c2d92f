import type { Page } from '@playwright/test';
import { openingsBetween, readOpenings, recordOpeningsInPage, type Openings } from '../../support/openings';
import { expect } from './fixtures';

export { cardSections } from '../../support/site-content';
export type { Openings } from '../../support/openings';
// what the tests do with any page, whatever its language: the owner's check's
export {
  cardButtons,
  dialog,
  expectNothingOpen,
  openExternalLink,
  openMenu,
  settleAnimations,
} from '../../../packages/check/support/page.js';

export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** The dropdown list the menu button controls (found through aria-controls, as assistive tech does). */
export async function menuList(page: Page) {
  const id = await menuButton(page).getAttribute('aria-controls');
  expect(id, 'the menu button names the list it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The home page's heading (the intro's "Hi, I'm …"). */
export const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Hi, I/ });

export const themeToggle = (page: Page) => page.getByRole('button', { name: /^Switch to (Light|Dark) Mode$/ });

/**
 * Records, from the page's first script on, what opened and closed and the page's history calls
 * (tests/support/openings.ts).
 */
export const recordOpenings = (page: Page) => page.addInitScript(recordOpeningsInPage);

/** What the page has done since it started; see `recordOpenings`. */
export const openings = (page: Page) => page.evaluate(readOpenings);

/** What happened between `before` (read earlier from `openings`) and now. */
export const openingsSince = async (page: Page, before: Openings) => openingsBetween(before, await openings(page));
