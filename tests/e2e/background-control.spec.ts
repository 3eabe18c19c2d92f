import type { Page } from '@playwright/test';
import { expect, test, waitForParticles, withRenderer, type Renderer } from './support/fixtures';
import { idle, scheduledWork, trackScheduledWork } from './support/scheduled-work';

/**
 * The header control that pauses and plays the animated background (WCAG 2.2.2), against the
 * production build: its name, tooltip and keyboard use; a paused field that draws nothing more
 * (page, worker, WebGL); the choice kept across reloads and applied before first paint; and
 * prefers-reduced-motion starting paused.
 */

const PAUSE = 'Pause background animation';
const PLAY = 'Play background animation';

const control = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Pause|Play) background animation$/ });
const htmlBackground = (page: Page) => page.evaluate(() => document.documentElement.dataset.background);
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('background'));
const counters = (page: Page) =>
  page.evaluate(async () => {
    const stats = await window.__readParticles?.();
    return { frames: stats?.frames ?? -1, steps: stats?.steps ?? -1 };
  });

/** The particle layer's pixels (other animations, such as the bobbing icons, stopped for the shot). */
const fieldShot = (page: Page) => page.locator('.particle-layer').screenshot({ animations: 'disabled', caret: 'hide' });

/** Where the field runs (the layer's `data-thread`). */
const fieldThread = async (page: Page) =>
  (await page.locator('.particle-layer').getAttribute('data-thread')) === 'worker' ? 'worker' : 'main';

/** Whether the field runs its frame loop, and the frame rate it aims at (0: none), from wherever it runs. */
const loop = (page: Page) =>
  page.evaluate(async () => {
    const stats = await window.__readParticles?.();
    return { animating: stats?.animating, targetFps: stats?.targetFps };
  });

/**
 * Asserts the field stands still: the pause has reached it, it has nothing scheduled where it runs
 * (no animation frame or timer to come, so nothing can draw however long one waits), and meanwhile
 * it draws nothing, takes no step, and the page asks for no animation frame.
 */
async function expectStill(page: Page) {
  // wherever the field runs (a worker answers after handling the pause), it no longer runs its loop
  await expect.poll(() => loop(page), { message: 'the field paused' }).toEqual({ animating: false, targetFps: 0 });
  // a frame already asked for before the pause may still land; then nothing is pending
  const thread = await fieldThread(page);
  await expect
    .poll(() => scheduledWork(page, thread), { message: `nothing scheduled on the ${thread} thread` })
    .toMatchObject(idle);
  const asked = (await scheduledWork(page, 'main')).framesAsked;
  const before = await counters(page);
  const first = await fieldShot(page);
  const second = await fieldShot(page);
  const after = await counters(page);
  expect(after, 'frames drawn and steps taken, wherever the field runs').toEqual(before);
  expect(Buffer.compare(first, second), 'two screenshots of the field').toBe(0);
  expect(
    (await scheduledWork(page, 'main')).framesAsked - asked,
    'animation frames the page asked for while paused',
  ).toBe(0);
}

async function expectMoving(page: Page) {
  const before = await counters(page);
  const first = await fieldShot(page);
  await expect.poll(async () => (await counters(page)).steps).toBeGreaterThan(before.steps + 5);
  expect(Buffer.compare(first, await fieldShot(page))).not.toBe(0);
}

/** The field's placements: WebGL on the page, 2D in a worker, 2D on the page. */
const placements = (renderer: Renderer) =>
  renderer === 'webgl'
    ? [
        { name: 'WebGL on the page', query: '?renderer=webgl&seed=3', thread: 'main', renderer: 'webgl' as const },
        { name: '2D on the page', query: '?renderer=2d&thread=main&seed=3', thread: 'main', renderer: '2d' as const },
      ]
    : [{ name: '2D in the worker', query: '?seed=3', thread: 'worker', renderer: '2d' as const }];

test.describe('background animation control', () => {
  test('a header button that says what it will do, by mouse and keyboard, beside the menu and theme toggle', async ({
    page,
    visit,
  }) => {
    await visit('/');
    const buttons = page.getByRole('banner').getByRole('button');
    await expect(buttons).toHaveCount(3);
    await expect(buttons.nth(0)).toHaveAccessibleName(PAUSE);
    await expect(buttons.nth(1)).toHaveAccessibleName('Menu');
    await expect(control(page)).toHaveAttribute('title', PAUSE);
    expect(await htmlBackground(page)).toBe('playing');

    await control(page).click();
    await expect(control(page)).toHaveAccessibleName(PLAY);
    await expect(control(page)).toHaveAttribute('title', PLAY);
    expect(await htmlBackground(page)).toBe('paused');
    expect(await saved(page)).toBe('paused');

    // keyboard: Tab from the logo reaches it; Enter and Space press it
    await page.getByRole('banner').getByRole('link').first().focus();
    await page.keyboard.press('Tab');
    await expect(control(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(control(page)).toHaveAccessibleName(PAUSE);
    await page.keyboard.press('Space');
    await expect(control(page)).toHaveAccessibleName(PLAY);
    await expect(control(page)).toBeFocused();
    await expect(control(page)).toBeVisible();
  });

  test('paused, the field draws nothing more, wherever it runs; played, it moves on', async ({ page, renderer }) => {
    await trackScheduledWork(page, { worker: true });
    for (const placement of placements(renderer)) {
      await test.step(placement.name, async () => {
        await page.goto(`/${placement.query}`);
        await waitForParticles(page, placement.renderer);
        await expect(page.locator('.particle-layer')).toHaveAttribute('data-thread', placement.thread);
        await expectMoving(page);
        await control(page).click();
        await expect(control(page)).toHaveAccessibleName(PLAY);
        await expectStill(page);
        await control(page).click();
        await expectMoving(page);
      });
    }
  });

  test('the choice survives a reload and is shown before the page scripts run, without a hydration mismatch', async ({
    page,
    visit,
    reloadPage,
    renderer,
  }) => {
    await trackScheduledWork(page, { worker: true });
    await visit('/');
    await control(page).click();
    await expect.poll(() => saved(page)).toBe('paused');
    await reloadPage();
    await expect(control(page)).toHaveAccessibleName(PLAY);
    expect(await htmlBackground(page)).toBe('paused');
    await expectStill(page);
    expect((await counters(page)).steps).toBe(0);

    // hold the page's scripts back: the prerendered header must already say "Play" (CSS from <html data-background>)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(withRenderer('/', renderer), { waitUntil: 'commit' });
    await expect(control(page)).toHaveAccessibleName(PLAY);
    await expect(page.getByTitle(PLAY)).toBeVisible();
    await expect(page.getByTitle(PAUSE)).toBeHidden();
    release();
    await waitForParticles(page, renderer);
    await expect(control(page)).toHaveAttribute('title', PLAY);
    // (the guard fails the test on any console error, which is where React reports a hydration mismatch)
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('starts paused; the control plays it, and that choice is kept over the preference', async ({
      page,
      visit,
      reloadPage,
    }) => {
      await trackScheduledWork(page, { worker: true });
      await visit('/');
      await expect(control(page)).toHaveAccessibleName(PLAY);
      expect(await htmlBackground(page)).toBe('paused');
      await expectStill(page);
      expect((await counters(page)).steps).toBe(0);
      await control(page).click();
      await expect(control(page)).toHaveAccessibleName(PAUSE);
      await expectMoving(page);
      expect(await saved(page)).toBe('playing');
      await reloadPage();
      await expect(control(page)).toHaveAccessibleName(PAUSE);
      await expectMoving(page);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no animation and no control; the header still has the menu and theme buttons', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(control(page)).toHaveCount(0); // display: none takes it out of the accessibility tree
      await expect(page.locator('[data-background-toggle]')).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    });
  });
});
