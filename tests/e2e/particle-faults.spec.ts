import type { Page } from '@playwright/test';
import { expect, fieldFrames, test, withRenderer, type Guard } from './support/fixtures';
import { expectDrawnAndMoving, expectNothingDrawn, LAYER, ONLY_PARTICLES } from './support/particle-pixels';
import { idle, scheduledWork, trackScheduledWork } from './support/scheduled-work';
import { cardSections, profile } from '../support/site-content';

/**
 * Failures stay where they happen: every part of the particle field can fail (a lazy
 * chunk gone after a redeploy, a worker that cannot start, a renderer that throws, a canvas without
 * a 2D context) and the page stays whole. The field falls back one step at a time, WebGL → 2D (in
 * the worker, else on the page) → no field, and the layer says what runs in `data-renderer`.
 *
 * Project `webgl` opens pages with `?renderer=webgl` (WebGL on the page, 2D canvas until it is
 * ready); project `no-webgl` has no WebGL, so the same URL gives the 2D field in a worker.
 */

// the pixel checks add style tags and decode screenshots from data: URLs, which the CSP forbids
test.use({ bypassCSP: true });

type Project = 'webgl' | 'no-webgl';
const projectOf = (name: string) => name as Project;

const CHUNK_404 =
  /Failed to load resource: the server responded with a status of 404|Failed to fetch dynamically imported module/;

/** Answers 404 for one lazily loaded chunk, as the host does after a redeploy removed the old hashed file. */
async function gone(page: Page, guard: Guard, chunk: RegExp): Promise<void> {
  guard.allowFailedRequest(chunk);
  guard.allowConsoleError(CHUNK_404);
  await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
}

const CHOOSE_HOST = /\/assets\/choose-host-[^/]+\.js$/;
const WEBGL_FIELD = /\/assets\/webgl-field-[^/]+\.js$/;
const WORKER_SCRIPT = /\/assets\/particle\.worker-[^/]+\.js$/;
const TUNING_PANEL = /\/assets\/tuning-panel-[^/]+\.js$/;

/** Runs `prelude` in the 2D worker before its own code (init scripts reach pages only, not workers). */
async function patchWorker(page: Page, prelude: string): Promise<void> {
  await page.route(WORKER_SCRIPT, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${prelude}\n${await response.text()}` });
  });
}

/** The owner's words are all there: the intro heading and paragraph, every card. */
async function expectPageIntact(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);
  await expect(page.locator('main')).toContainText(profile.welcome);
  for (const { id, entries } of cardSections)
    await expect(page.locator(`section#${id} article`)).toHaveCount(entries.length);
}

/** Opens the home page with `query`; the project's `?renderer=webgl` unless the query asks for a renderer. */
async function open(page: Page, query: string, project: Project): Promise<void> {
  const path = `/?${query}`;
  const asked = new URLSearchParams(query).has('renderer');
  const response = await page.goto(asked ? path : withRenderer(path, project === 'webgl' ? 'webgl' : '2d'));
  expect(response?.status()).toBe(200);
}

/** Waits for what the layer says runs; `null` thread: no field at all. */
async function expectField(
  page: Page,
  renderer: 'webgl' | '2d' | 'none',
  thread: 'main' | 'worker' | null,
): Promise<void> {
  const layer = page.locator(LAYER);
  await expect(layer).toHaveAttribute('data-renderer', renderer);
  if (thread) await expect(layer).toHaveAttribute('data-thread', thread);
  else await expect(layer).not.toHaveAttribute('data-thread', /./);
  if (renderer === 'none') await expect(layer.locator('canvas')).toHaveCount(0);
}

async function expectDrawing(page: Page): Promise<void> {
  const style = await page.addStyleTag({ content: ONLY_PARTICLES });
  await expectDrawnAndMoving(page);
  await style.evaluate((node) => (node as Element).remove());
}

async function expectNoField(page: Page): Promise<void> {
  await expectNothingDrawn(page);
  expect(await page.evaluate(async () => (await window.__readParticles?.())?.renderer)).toBe('none');
}

/**
 * Resolves at the console warning a fallback gives (layer-data.ts' reportFallback), e.g. 'the WebGL renderer failed'.
 */
const fallback = (page: Page, what: string) =>
  page.waitForEvent(
    'console',
    (message) => message.type() === 'warning' && message.text().startsWith(`Particle field: ${what}`),
  );

/**
 * Makes the chosen draw calls throw, counting each call in `window.__faults` (read by `faultsFired`),
 * and counts the `webglcontextlost` events of every WebGL canvas in `window.__contextLosses`.
 */
async function failDrawCalls(page: Page, calls: { webgl?: boolean; canvas2d?: boolean }): Promise<void> {
  await page.addInitScript((which) => {
    const w = window as unknown as { __faults: number; __contextLosses: number };
    w.__faults = 0;
    w.__contextLosses = 0;
    const fail = () => {
      w.__faults++;
      throw new Error('injected: draw call failed');
    };
    if (which.webgl) WebGL2RenderingContext.prototype.drawArrays = fail;
    if (which.canvas2d) CanvasRenderingContext2D.prototype.drawImage = fail;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const context = (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      if (context && type.startsWith('webgl') && !this.dataset.e2eLosses) {
        this.dataset.e2eLosses = 'counted';
        this.addEventListener('webglcontextlost', () => w.__contextLosses++);
      }
      return context;
    } as typeof getContext;
  }, calls);
  await trackScheduledWork(page);
}

const faultsFired = (page: Page) => page.evaluate(() => (window as unknown as { __faults?: number }).__faults ?? 0);
const contextLosses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __contextLosses?: number }).__contextLosses ?? 0);

/**
 * The fault fired, then stopped firing: the failing renderer was taken down once, not retried per
 * frame. Checked once every chance of a retry has passed: with a field still drawing, two of its
 * frames after the failure (a retried renderer would have been called in them); with none, the
 * page's frame loop has ended (nothing scheduled: nothing can call a renderer again).
 */
async function expectFaultStopped(page: Page): Promise<void> {
  await expect.poll(() => faultsFired(page)).toBeGreaterThan(0);
  const fired = await faultsFired(page);
  if ((await page.locator(LAYER).getAttribute('data-renderer')) === 'none') {
    await expect
      .poll(() => scheduledWork(page, 'main'), { message: 'nothing scheduled on the page' })
      .toMatchObject(idle);
  } else {
    const drawn = await fieldFrames(page);
    await expect
      .poll(() => fieldFrames(page), { message: 'frames drawn since the failure' })
      .toBeGreaterThan(drawn + 1);
  }
  expect(await faultsFired(page), 'the failing call was not retried').toBe(fired);
  expect(fired).toBeLessThanOrEqual(2);
}

test.describe('a lazy chunk that cannot be fetched (a stale page after a redeploy)', () => {
  test('the field chunk (choose-host): the page stays, with no field', async ({ page, guard }, info) => {
    await gone(page, guard, CHOOSE_HOST);
    await open(page, 'seed=7', projectOf(info.project.name));
    await expectField(page, 'none', null);
    await expectPageIntact(page);
    await expectNothingDrawn(page);
  });

  test('the WebGL chunk (three.js + r3f): the 2D field on the page takes over', async ({ page, guard }, info) => {
    await gone(page, guard, WEBGL_FIELD);
    const webgl = projectOf(info.project.name) === 'webgl';
    const fellBack = webgl && fallback(page, 'the WebGL renderer failed');
    await open(page, 'seed=7', projectOf(info.project.name));
    // without WebGL the chunk is never asked for and the 2D worker draws as usual
    if (webgl) {
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('webgl-field'))),
        )
        .toBe(true);
      // (2D draws while WebGL loads): the import has failed, and the field has stepped down for good
      await fellBack;
      await expectField(page, '2d', 'main');
    } else {
      await expectField(page, '2d', 'worker');
    }
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('the 2D worker script: the page draws the field itself', async ({ page, guard }, info) => {
    await gone(page, guard, WORKER_SCRIPT);
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('the tuning panel (?tune): no panel, the field and the page run as usual', async ({ page, guard }, info) => {
    await gone(page, guard, TUNING_PANEL);
    const project = projectOf(info.project.name);
    const noPanel = fallback(page, 'the tuning panel could not load');
    await open(page, 'seed=7&tune', project);
    await expectField(page, project === 'webgl' ? 'webgl' : '2d', project === 'webgl' ? 'main' : 'worker');
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('tuning-panel'))),
      )
      .toBe(true);
    // the panel's import has failed, and the page has given it up
    await noPanel;
    await expect(page.locator('.lil-gui')).toHaveCount(0);
    await expectPageIntact(page);
    await expectDrawing(page);
  });
});

test.describe('a 2D worker that cannot start or cannot draw', () => {
  test('new Worker() throws: the page draws the field itself', async ({ page }, info) => {
    await page.addInitScript(() => {
      window.Worker = function () {
        throw new DOMException('injected: workers are blocked', 'SecurityError');
      } as unknown as typeof Worker;
    });
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('transferControlToOffscreen() throws: a fresh canvas on the page draws the field', async ({ page }, info) => {
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.transferControlToOffscreen = () => {
        throw new DOMException('injected: cannot transfer', 'InvalidStateError');
      };
    });
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expect(page.locator(`${LAYER} canvas`)).toHaveCount(1);
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('the worker script throws as it starts: the page draws the field itself', async ({ page }, info) => {
    await patchWorker(page, `throw new Error('injected: the worker crashed on start');`);
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('the worker has an OffscreenCanvas but no 2D context: the page draws the field itself', async ({
    page,
  }, info) => {
    await patchWorker(page, 'OffscreenCanvas.prototype.getContext = function () { return null; };');
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('the worker’s 2D renderer throws while painting: the page draws the field itself', async ({ page }, info) => {
    await patchWorker(
      page,
      `OffscreenCanvasRenderingContext2D.prototype.drawImage = function () { throw new Error('injected: drawImage failed'); };`,
    );
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, '2d', 'main');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('no worker and no 2D context on the page either: no field, the page stays', async ({ page }, info) => {
    await page.addInitScript(() => {
      window.Worker = function () {
        throw new DOMException('injected: workers are blocked', 'SecurityError');
      } as unknown as typeof Worker;
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type === '2d') return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    await open(page, 'seed=7&renderer=2d', projectOf(info.project.name));
    await expectField(page, 'none', null);
    await expectPageIntact(page);
    await expectNoField(page);
  });
});

test.describe('a renderer that fails on the page', () => {
  test('the page canvas has no 2D context: WebGL alone where it runs, else no field', async ({ page }, info) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type === '2d') return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    const project = projectOf(info.project.name);
    await open(page, 'seed=7&thread=main', project);
    if (project === 'webgl') {
      await expectField(page, 'webgl', 'main');
      await expectPageIntact(page);
      await expectDrawing(page);
    } else {
      await expectField(page, 'none', null);
      await expectPageIntact(page);
      await expectNoField(page);
    }
  });

  test('the 2D renderer throws while painting: taken down once, no field, the page stays', async ({
    page,
    guard,
  }, info) => {
    guard.allowConsoleError(/injected/);
    await failDrawCalls(page, { canvas2d: true });
    await open(page, 'seed=7&renderer=2d&thread=main', projectOf(info.project.name));
    await expectField(page, 'none', null);
    await expectFaultStopped(page);
    await expectPageIntact(page);
    await expectNoField(page);
  });

  test('the WebGL renderer throws while painting: taken down once (no revival), 2D takes over', async ({
    page,
    guard,
  }, info) => {
    test.skip(projectOf(info.project.name) !== 'webgl', 'needs WebGL');
    guard.allowConsoleError(/injected/);
    await failDrawCalls(page, { webgl: true });
    await open(page, 'seed=7', 'webgl');
    await expect.poll(() => faultsFired(page)).toBeGreaterThan(0);
    await expectField(page, '2d', 'main');
    // r3f forces a context loss on the canvas it unmounted: it must not bring WebGL back
    await expect
      .poll(() => contextLosses(page), { message: 'the unmounted canvas lost its context' })
      .toBeGreaterThan(0);
    await expectFaultStopped(page);
    await expect(page.locator('[data-particle-canvas="webgl"]')).toHaveCount(0);
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
    await expectPageIntact(page);
    await expectDrawing(page);
  });

  test('WebGL and then 2D throw while painting: no field, the page stays', async ({ page, guard }, info) => {
    test.skip(projectOf(info.project.name) !== 'webgl', 'needs WebGL');
    guard.allowConsoleError(/injected/);
    await failDrawCalls(page, { webgl: true, canvas2d: true });
    await open(page, 'seed=7', 'webgl');
    await expectField(page, 'none', null);
    // what could still bring a renderer back has happened: r3f's forced context loss on the canvas
    // it unmounted, and the end of the page's frame loop
    await expect
      .poll(() => contextLosses(page), { message: 'the unmounted canvas lost its context' })
      .toBeGreaterThan(0);
    await expect
      .poll(() => scheduledWork(page, 'main'), { message: 'nothing scheduled on the page' })
      .toMatchObject(idle);
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', 'none');
    await expectPageIntact(page);
    await expectNoField(page);
  });
});
