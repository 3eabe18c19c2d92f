import { expect, test, type Page } from '@playwright/test';
import { fieldRedrawn, requestsReported } from './support/fixtures';
import { areaPerParticle } from '../support/site-content';
import { expectDrawnAndMoving, LAYER, ONLY_PARTICLES, ONLY_PARTICLES_MARKER } from './support/particle-pixels';

/**
 * The particle background in Chromium against the production build. Pixels are read from real
 * screenshots (compositor output, so the WebGL canvas counts too) and compared in the page.
 *
 * Project `webgl`: headless Chromium's software WebGL2 (SwiftShader); `?renderer=webgl` is asked for
 * because `auto` prefers 2D on software rasterisers. Project `no-webgl`: `--disable-3d-apis`.
 */

// The pixel checks add a style tag and decode screenshots from data: URLs, which the site's CSP
// forbids; the last test runs with the CSP on and checks that the particle code never trips it.
test.use({ bypassCSP: true });

interface Problems {
  errors: string[];
}

/** Collects uncaught page errors and console errors; every test ends by expecting none. */
function watchForProblems(page: Page): Problems {
  const problems: Problems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console.error: ${message.text()}`);
  });
  return problems;
}

async function open(page: Page, query: string, expectedRenderer: 'webgl' | '2d') {
  await page.goto(`/?seed=7&${query}`);
  await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', expectedRenderer);
  await page.addStyleTag({ content: ONLY_PARTICLES });
}

/**
 * Resolves at the console warning the field gives when it steps down from WebGL to 2D (layer-data.ts' reportFallback).
 */
const webglFallback = (page: Page) =>
  page.waitForEvent(
    'console',
    (message) => message.type() === 'warning' && message.text().startsWith('Particle field: the WebGL renderer failed'),
  );

/** The URL of every script the page requests from now on (workers included). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const renderers = [
  { query: 'renderer=webgl', expect: { webgl: 'webgl', 'no-webgl': '2d' } },
  { query: 'renderer=2d', expect: { webgl: '2d', 'no-webgl': '2d' } },
] as const;

for (const r of renderers) {
  test.describe(`?${r.query}`, () => {
    test('a theme switch changes the particle colour', async ({ page }, info) => {
      const problems = watchForProblems(page);
      await open(page, r.query, r.expect[info.project.name as 'webgl' | 'no-webgl']);
      const dark = await expectDrawnAndMoving(page, 'dark');
      // the toggle is hidden by the particles-only style; remove it to click, then restore
      await page.evaluate(
        (marker) => document.querySelectorAll('style').forEach((s) => s.textContent?.startsWith(marker) && s.remove()),
        ONLY_PARTICLES_MARKER,
      );
      await page.getByRole('button', { name: /switch to light mode/i }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.addStyleTag({ content: ONLY_PARTICLES });
      const light = await expectDrawnAndMoving(page, 'light');
      expect(Math.sign(dark.lighter)).toBe(1);
      expect(Math.sign(light.lighter)).toBe(-1);
      expect(problems.errors).toEqual([]);
    });

    test('the canvas resolution is capped at devicePixelRatio 2', async ({ browser }, info) => {
      const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 3 });
      const page = await context.newPage();
      const renderer = r.expect[info.project.name as 'webgl' | 'no-webgl'];
      await open(page, r.query, renderer);
      const layer = await page.locator(LAYER).evaluate((el) => [el.clientWidth, el.clientHeight]);
      expect(layer[0]).toBeGreaterThan(600);
      // (a worker's canvas takes its size when the worker has drawn its first frame)
      await expect
        .poll(() =>
          page.locator(`[data-particle-canvas="${renderer}"]`).evaluate((c: HTMLCanvasElement) => [c.width, c.height]),
        )
        .toEqual([layer[0]! * 2, layer[1]! * 2]);
      await context.close();
    });
  });
}

test.describe('renderer choice and recovery', () => {
  test('without WebGL (--disable-3d-apis) the 2D fallback draws and three.js is never fetched', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'no-webgl', 'needs --disable-3d-apis');
    const problems = watchForProblems(page);
    const scripts = recordScripts(page);
    for (const query of ['renderer=webgl', 'renderer=auto']) {
      await open(page, query, '2d');
      await expectDrawnAndMoving(page);
    }
    await requestsReported(page);
    expect(scripts.some((url) => url.includes('choose-host'))).toBe(true);
    expect(scripts.filter((url) => url.includes('webgl-field'))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('?thread=main keeps the 2D field on the page, drawing and animating', async ({ page }) => {
    const problems = watchForProblems(page);
    await open(page, 'renderer=2d&thread=main', '2d');
    await expect(page.locator(LAYER)).toHaveAttribute('data-thread', 'main');
    await expectDrawnAndMoving(page);
    expect(problems.errors).toEqual([]);
  });

  test('if the 2D worker cannot start, the page draws the field itself', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/particle\.worker-.*\.js$/, (route) => route.abort());
    await open(page, 'renderer=2d', '2d');
    await expect(page.locator(LAYER)).toHaveAttribute('data-thread', 'main');
    await expect(page.locator('[data-particle-canvas="2d"]')).toHaveCount(1);
    await expectDrawnAndMoving(page);
    expect(errors).toEqual([]);
  });

  test('three.js loads after first paint, as its own chunk, only when WebGL is used', async ({ page }, info) => {
    test.skip(info.project.name !== 'webgl', 'needs WebGL');
    const scripts = recordScripts(page);
    await page.goto('/?renderer=2d');
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
    // the field has picked its host, which renders (and imports) the WebGL renderer or never will
    await expect(page.locator(LAYER)).toHaveAttribute('data-thread', /./);
    await requestsReported(page);
    expect(scripts.filter((url) => url.includes('webgl-field'))).toEqual([]);
    // the document's own scripts do not include the particle code; it arrives after the page painted
    const initial = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
    );
    expect(initial.some((url) => /choose-host|webgl-field/.test(url))).toBe(false);
    const paintedAt = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    const fieldAt = await page.evaluate(
      () => performance.getEntriesByType('resource').find((e) => e.name.includes('choose-host'))?.startTime ?? -1,
    );
    expect(paintedAt).toBeGreaterThan(0);
    expect(fieldAt).toBeGreaterThan(paintedAt);
    await page.goto('/?renderer=webgl');
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', 'webgl');
    expect(scripts.filter((url) => url.includes('webgl-field'))).toHaveLength(1);
  });

  test('losing the WebGL context hands over to 2D with no page error, and WebGL returns on restore', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'webgl', 'needs WebGL');
    const problems = watchForProblems(page);
    await open(page, 'renderer=webgl', 'webgl');
    const lose = (action: 'loseContext' | 'restoreContext') =>
      page.evaluate((act) => {
        const w = window as unknown as { __lose?: WEBGL_lose_context | null };
        if (!w.__lose) {
          const canvas = document.querySelector<HTMLCanvasElement>('[data-particle-canvas="webgl"]');
          w.__lose = canvas?.getContext('webgl2')?.getExtension('WEBGL_lose_context') ?? null;
        }
        if (!w.__lose) throw new Error('WEBGL_lose_context unavailable');
        w.__lose[act]();
      }, action);

    await lose('loseContext');
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
    await expectDrawnAndMoving(page);

    await lose('restoreContext');
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', 'webgl');
    await expectDrawnAndMoving(page);
    expect(problems.errors).toEqual([]);
  });

  test('a WebGL context that fails to be created falls back to 2D', async ({ page }, info) => {
    test.skip(info.project.name !== 'webgl', 'needs WebGL');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the probe's detached canvas gets WebGL2; the real, attached canvas does not
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl') && this.isConnected) return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof original;
    });
    const fellBack = webglFallback(page);
    await open(page, 'renderer=webgl', '2d');
    // (2D draws while WebGL loads): the WebGL chunk has loaded and failed to start, and the page said so
    await fellBack;
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
    await expectDrawnAndMoving(page);
    expect(errors).toEqual([]);
  });

  test('?tune opens the tuning panel from its own chunk; without it the panel code is not fetched', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'webgl', 'one project is enough');
    const scripts = recordScripts(page);
    await page.goto('/?renderer=2d');
    await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
    // the field's host has mounted, and with it the panel (or, without ?tune, nothing)
    await expect(page.locator(LAYER)).toHaveAttribute('data-thread', /./);
    await requestsReported(page);
    expect(scripts.filter((url) => url.includes('tuning-panel'))).toEqual([]);
    await page.goto('/?renderer=2d&tune');
    const panel = page.locator('.lil-gui.lil-root');
    await expect(panel).toBeVisible();
    expect(scripts.filter((url) => url.includes('tuning-panel'))).toHaveLength(1);
    // it comes closed, at the window's bottom, clear of the header; its title opens it
    await expect(panel).toHaveClass(/\blil-closed\b/);
    const [panelBox, headerBox] = [await panel.boundingBox(), await page.locator('header').first().boundingBox()];
    expect(panelBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    expect(panelBox!.y + panelBox!.height).toBeCloseTo(page.viewportSize()!.height, 0);
    await panel.locator('.lil-title').first().click();
    await expect(panel).not.toHaveClass(/\blil-closed\b/);
    // a tuned constant applies live: the window's area over the owner's area per particle, then over 16000
    const windowArea = await page.evaluate(() => innerWidth * innerHeight);
    await expect(page.locator(LAYER)).toHaveAttribute(
      'data-particles',
      String(Math.floor(windowArea / areaPerParticle)),
    );
    const area = page.locator('.lil-gui .lil-controller').filter({ hasText: 'px² per particle' }).locator('input');
    await area.fill('16000');
    await area.press('Enter');
    await expect(page.locator(LAYER)).toHaveAttribute('data-particles', String(Math.floor(windowArea / 16000)));
  });

  test('a visitor’s browser (not automated) gets no window.__particles or __readParticles', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false }),
    );
    for (const query of ['renderer=2d', 'renderer=2d&thread=main']) {
      await page.goto(`/?${query}`);
      await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
      expect(await page.evaluate(() => [typeof window.__particles, typeof window.__readParticles])).toEqual([
        'undefined',
        'undefined',
      ]);
    }
  });

  test.describe('under the site CSP', () => {
    test.use({ bypassCSP: false });

    test('the particle code (WebGL, 2D, tuning panel) causes no CSP violation', async ({ page }, info) => {
      test.skip(info.project.name !== 'webgl', 'one project is enough');
      const problems = watchForProblems(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      const response = await page.goto('/?renderer=webgl&tune');
      expect(response?.headers()['content-security-policy'] ?? '', 'the preview server sends the CSP').toContain(
        "style-src 'self'",
      );
      await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', 'webgl');
      await expect(page.locator('.lil-gui.lil-root')).toBeVisible();
      // lil-gui's stylesheet applied (from a file, not an injected <style>)
      expect(await page.locator('.lil-gui.lil-root').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await page.goto('/?renderer=2d');
      await expect(page.locator(LAYER)).toHaveAttribute('data-renderer', '2d');
      // the 2D field has started and drawn
      await fieldRedrawn(page);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });
});
