// The site's controls the browser tests find by their role and their name in the site's default language.
import { expect } from './fixtures.js';
import { literally } from './page.js';
import { profile, texts } from './site.js';

/** @typedef {import('@playwright/test').Page} Page */

/** @param {Page} page */
export const menuButton = (page) => page.getByRole('button', { name: texts.menu, exact: true });

/**
 * The dropdown list the menu button controls (found through aria-controls, as assistive tech does).
 * @param {Page} page
 */
export async function menuList(page) {
  const id = await menuButton(page).getAttribute('aria-controls');
  expect(id, 'the menu button names the list it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * The home page's heading (the intro's greeting, naming the owner).
 * @param {Page} page
 */
export const homeHeading = (page) => page.getByRole('heading', { level: 1, name: texts.greeting(profile.name) });

/** @param {Page} page */
export const themeToggle = (page) =>
  page.getByRole('button', { name: new RegExp(`^(${[texts.lightMode, texts.darkMode].map(literally).join('|')})$`) });
