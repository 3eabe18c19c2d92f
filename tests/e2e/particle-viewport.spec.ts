import type { Page } from '@playwright/test';
import { expect, test, waitForParticles, withRenderer, type Renderer } from './support/fixtures';
import { backgroundShot, diff, expectedCount, LAYER, ONLY_PARTICLES, shot } from './support/particle-pixels';
import { idle, scheduledWork, trackScheduledWork } from './support/scheduled-work';
import { areaPerParticle } from '../support/site-content';

/**
 * The phone's moving viewport: the particle count comes from the window's area (window area / 8000,
 * computed here from innerWidth × innerHeight, not by the app's code path), a
 * phone's toolbars sliding in and out do not rebuild the field, and rotation and real resizes still do.
 */

// the pixel checks add style tags and decode screenshots from data: URLs, which the CSP forbids
test.use({ bypassCSP: true });

const rebuilds = (page: Page) => page.evaluate(async () => (await window.__readParticles?.())?.rebuilds ?? -1);
const particles = (page: Page) => page.locator(LAYER).getAttribute('data-particles');

/**
 * Waits until everything a resize event set going has run: the page's timers (the field's rebuild
 * 150 ms after the last resize, on the page or in the worker's proxy), a round trip to wherever the
 * field runs (a worker has handled what the page sent it before, and its counters have come back to
 * the layer), and the frames it asked for to show a rebuild.
 */
async function resizeHandled(page: Page): Promise<void> {
  await expect
    .poll(() => scheduledWork(page, 'main'), { message: 'nothing scheduled on the page' })
    .toMatchObject(idle);
  await rebuilds(page);
  if ((await page.locator(LAYER).getAttribute('data-thread')) === 'worker') {
    await expect
      .poll(() => scheduledWork(page, 'worker'), { message: 'nothing scheduled in the worker' })
      .toMatchObject(idle);
  }
}

/**
 * What a phone does when its toolbars slide: the window's height changes, the large viewport (and the layer) does not.
 */
async function slideToolbars(page: Page, innerHeight: number): Promise<void> {
  await page.evaluate((height) => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => height });
    window.dispatchEvent(new Event('resize'));
  }, innerHeight);
}

test('the count is the window’s area / the area per particle (the spec’s 8000), a classic scrollbar included', async ({
  playwright,
  renderer,
}, info) => {
  // headless Chromium hides scrollbars unless told not to: this browser shows a classic one
  const browser = await playwright.chromium.launch({
    ...info.project.use.launchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(withRenderer('/?seed=7', renderer));
    await waitForParticles(page, renderer);
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar, 'the page shows a classic scrollbar').toBeGreaterThan(0);
    await expect(page.locator(LAYER)).toHaveAttribute('data-particles', String(await expectedCount(page)));
  } finally {
    await browser.close();
  }
});

test('the layer is as tall as the large viewport (100lvh)', async ({ page, visit }) => {
  await visit('/');
  const heights = await page.evaluate(() => {
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((r) => (r instanceof CSSLayerBlockRule ? [...r.cssRules] : [r]))
      .find((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === '.particle-layer');
    return rule?.style.height;
  });
  expect(heights).toBe('100lvh');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  async function openStill(page: Page, renderer: Renderer): Promise<void> {
    await trackScheduledWork(page, { worker: true });
    // reduced motion: one still frame, so any rebuild that moved a particle shows in a screenshot
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(withRenderer('/?seed=7', renderer));
    await waitForParticles(page, renderer);
    await expect(page.locator(LAYER)).toHaveAttribute('data-particles', String(await expectedCount(page)));
    await page.addStyleTag({ content: ONLY_PARTICLES });
  }

  test('the toolbars sliding in and out while scrolling neither rebuild nor move the field', async ({
    page,
    renderer,
  }) => {
    await openStill(page, renderer);
    const count = await particles(page);
    const before = await shot(page);
    expect((await diff(page, await backgroundShot(page), before)).changed, 'particles drawn').toBeGreaterThan(300);
    // toolbars hidden (+56 px), shown again, hidden: each well under 15 % of the height
    for (const height of [900, 844, 900]) {
      await slideToolbars(page, height);
      await resizeHandled(page);
      expect(await particles(page)).toBe(count);
    }
    expect((await diff(page, before, await shot(page))).changed, 'pixels that moved').toBe(0);
  });

  test('a height change of 15 % or more is a resize: the count follows the window', async ({ page, renderer }) => {
    await openStill(page, renderer);
    const builds = await rebuilds(page);
    await slideToolbars(page, 1000); // +18 %: not toolbars (e.g. an on-screen keyboard closing)
    await expect.poll(() => rebuilds(page)).toBe(builds + 1);
    await expect(page.locator(LAYER)).toHaveAttribute('data-particles', String(await expectedCount(page)));
    expect(await particles(page)).toBe(String(Math.floor((390 * 1000) / areaPerParticle)));
  });
});
