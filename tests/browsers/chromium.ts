import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { BrowserPage, Key } from './browser';
import { pageExpression } from './page-script';

const PROBE = fileURLToPath(new URL('./probe.js', import.meta.url));

function setHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * Chromium through Playwright: the page of a Playwright test as an BrowserPage. Playwright's own
 * fixtures (tests/e2e/support/fixtures.ts) already keep requests on this machine and fail a test on
 * console errors, page errors and failed requests; the probe is added as an init script, so it runs
 * before the site's scripts as it does in the other browsers.
 */
export async function chromiumPage(page: Page, origin: string, { touch }: { touch: boolean }): Promise<BrowserPage> {
  await page.addInitScript({ path: PROBE });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  return {
    browser: 'chromium',
    origin,
    canTouch: touch,
    wheelScrolls: true,
    // Headless Chromium keeps every page visible: a tab brought to the front of another, a minimised
    // window and CDP's target activation all leave visibilityState "visible". The closest honest
    // check: the page is told it is hidden as the browser would tell it (visibilityState, hidden and
    // a visibilitychange event), so the field's own pause and resume (page loop and worker) are tested.
    tabVisibility: {
      how: 'simulated in the page (headless Chromium never hides a tab): visibilityState overridden, visibilitychange dispatched',
      // the page is told it is hidden, but it is not: the browser runs its frames on
      framesRun: true,
      hide: () => setHidden(page, true),
      show: () => setHidden(page, false),
    },
    goto: async (path) => {
      await page.goto(path, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    back: async () => {
      await page.goBack();
    },
    forward: async () => {
      await page.goForward();
    },
    evaluate: (fn, arg) => page.evaluate(pageExpression(fn, arg)),
    click: (x, y) => page.mouse.click(x, y),
    tap: (x, y) => page.touchscreen.tap(x, y),
    press: (key: Key) => page.keyboard.press(key === 'Control+K' ? 'Control+k' : key),
    type: (text) => page.keyboard.type(text),
    wheel: async (x, y, deltaY) => {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, deltaY);
    },
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: () => page.screenshot({ animations: 'allow', caret: 'initial' }),
    driverProblems: async () => [...problems],
    close: () => page.close(),
  };
}
