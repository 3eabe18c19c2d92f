// What the browser tests do with the site's pages, whatever their language: dialogs, animations,
// links to other sites, the saved theme.
import { expect } from './fixtures.js';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * The menu's list while it is open: a popover, whose open state the browser exposes as its button's expanded state.
 * @param {Page} page
 */
export const openMenu = (page) => page.locator('header [popover]:popover-open');

/** @param {Page} page */
export const dialog = (page) => page.getByRole('dialog');

/**
 * The card title buttons of one section.
 * @param {Page} page
 * @param {string} sectionId
 */
export const cardButtons = (page, sectionId) => page.locator(`section#${sectionId} article`).getByRole('button');

/**
 * Nothing is open: no card dialog (and the page scrolls), no menu, no card saying its dialog is open.
 * @param {Page} page
 */
export async function expectNothingOpen(page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('visible');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(page.locator('section article button[aria-expanded="true"]')).toHaveCount(0);
}

/**
 * Waits until every finite animation (intro, modal and menu transitions) has finished.
 * @param {Page} page
 */
export async function settleAnimations(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/**
 * Clicks a link that opens a new tab with an external URL, without letting the request leave the
 * machine: the URL is answered here with a stub page. Returns the new tab's URL after closing it.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('./fixtures.js').Guard} guard
 * @param {import('@playwright/test').Locator} link
 * @param {'click' | 'tap' | 'Enter'} how
 */
export async function openExternalLink(context, guard, link, how) {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the link has no address');
  guard.allowExternal(href);
  await context.route(href, (route) =>
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
  await context.unroute(href);
  return url;
}

/**
 * A text as a regular expression matches it, character for character.
 * @param {string} text
 */
export const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Saves a theme for the pages the test opens, before any of their scripts runs.
 * @param {Page} page
 * @param {'dark' | 'light'} theme
 */
export const useTheme = (page, theme) => page.addInitScript((saved) => localStorage.setItem('theme', saved), theme);

/**
 * Whether the first line of the element's text has room in its line box for `letter`'s glyph above
 * the baseline (an accented capital: Ó, Ấ), in the element's font as the browser draws it: the
 * glyph's height against the line box's room above the baseline (half its leading and the font's ascent).
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {string} letter
 */
export const roomAbove = (page, selector, letter) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, glyph) => {
      const style = getComputedStyle(element);
      const context = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const metrics = context.measureText(glyph);
      const leading = parseFloat(style.lineHeight) - (metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent);
      return { glyph: metrics.actualBoundingBoxAscent, room: leading / 2 + metrics.fontBoundingBoxAscent };
    }, letter);

/**
 * Makes the chunk a page loads its content with fail to arrive (a site redeployed while a tab was open, a lost
 * connection), as the test expects; `warned` resolves once the page says it is left as prerendered.
 * @param {Page} page
 * @param {import('./fixtures.js').Guard} guard
 * @param {RegExp} chunk
 */
export async function loseChunk(page, guard, chunk) {
  guard.allowFailedRequest(chunk);
  guard.allowConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route(chunk, (route) => route.abort());
  return {
    warned: page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && message.text().includes('Page left as prerendered'),
    ),
  };
}

/**
 * The texts of `texts` with a character no font of this machine draws in the page's font (a Korean word on a
 * machine without a Korean font): drawn, it looks as a character no font has (a noncharacter of Unicode) does.
 * @param {Page} page
 * @param {readonly string[]} texts
 */
export const undrawable = (page, texts) =>
  page.evaluate((all) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 48;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
    context.font = `32px ${getComputedStyle(document.body).fontFamily}`;
    /** @param {string} character */
    const pixels = (character) => {
      context.clearRect(0, 0, 48, 48);
      context.fillText(character, 4, 36);
      return context.getImageData(0, 0, 48, 48).data.join();
    };
    const nothing = pixels('\u{10FFFF}');
    /** @type {Map<string, boolean>} */
    const drawn = new Map();
    /** @param {string} character */
    const draws = (character) => {
      if (!drawn.has(character)) drawn.set(character, pixels(character) !== nothing);
      return drawn.get(character);
    };
    return all.filter((text) => [...text].some((character) => /\S/u.test(character) && !draws(character)));
  }, texts);
