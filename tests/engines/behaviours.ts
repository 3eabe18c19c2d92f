import { strict as assert } from 'node:assert';
import {
  eventually,
  focus,
  focused,
  lookAtField,
  open,
  pathOf,
  press,
  pressAt,
  reload,
  settle,
  sleep,
  textOf,
  waitFor,
  waitForElement,
  waitForField,
  waitForNoElement,
  framesDrawn,
  type FieldPixels,
} from './actions';
import type { EnginePage, Size } from './engine';

/**
 * The behaviours that depend on the browser engine, written once. Chromium runs them under
 * Playwright (tests/e2e/engines.spec.ts), Firefox and WebKit under Vitest (firefox.test.ts,
 * webkit.test.ts); each at both window sizes. After every test the runner also checks what the
 * page, the driver and the test server saw (run.ts): no console or page error, no CSP violation,
 * no request to another origin, and every document's stylesheet applied at its first frame.
 */

export interface BehaviourContext {
  page: EnginePage;
  size: Size;
  /** Ends the test as skipped, with the reason printed in the report. */
  skip(reason: string): never;
  /** A note printed in the report (what this engine does differently, not a failure). */
  note(text: string): void;
}

export interface Behaviour {
  name: string;
  /** Open the page with `prefers-reduced-motion: reduce` set in the browser. */
  reducedMotion?: boolean;
  run(context: BehaviourContext): Promise<void>;
}

const ROUTES = ['/', '/blog', '/blog/some-post', '/no/such/page'];

const SECTIONS = [
  { id: 'experience', modalHeading: 'Experience Details' },
  { id: 'research', modalHeading: 'Research Details' },
  { id: 'projects', modalHeading: 'Project Details' },
] as const;

const MENU = { css: 'header button[aria-label="Menu"]' };
const THEME_TOGGLE = { css: 'header button[aria-label^="Switch to"]' };
const DIALOG = '[role="dialog"]';
const MENU_ENTRIES = ['LinkedIn', 'GitHub', 'Resume', 'Blog', 'Google Scholar'];

/** The first-frame records the probe kept for documents at `path` (see probe.js). */
interface FrameRecord {
  path: string;
  theme: string | null;
  sheets: { href: string; rules: number }[];
  body: { margin: string; font: string } | null;
}

export const readProbe = (page: EnginePage) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __enginesProbe?: { read(): { problems: string[]; frames: unknown[] } } }).__enginesProbe;
    return probe ? probe.read() : null;
  }, null) as Promise<{ problems: string[]; frames: FrameRecord[] } | null>;

const menuState = (page: EnginePage) =>
  page.evaluate(() => {
    const button = document.querySelector('header button[aria-label="Menu"]');
    const list = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    return {
      expanded: button?.getAttribute('aria-expanded'),
      entries: list ? Array.from(list.querySelectorAll('a'), (a) => (a.textContent ?? '').replace('(opens in a new tab)', '').trim()) : null,
      listWidth: list?.getBoundingClientRect().width ?? 0,
    };
  }, null);

const themeState = (page: EnginePage) =>
  page.evaluate(() => {
    const brightness = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const toggle = document.querySelector('header button[aria-label^="Switch to"]');
    return {
      theme: document.documentElement.dataset.theme,
      saved: localStorage.getItem('theme'),
      title: toggle?.getAttribute('title'),
      // text against the page: light text on a dark page, or dark text on a light one
      text: brightness(getComputedStyle(document.body).color),
      page: brightness(getComputedStyle(document.documentElement).backgroundColor),
    };
  }, null);

const dialogState = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const heading = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    return {
      open: !!dialog,
      modal: dialog?.getAttribute('aria-modal'),
      label: heading?.textContent?.trim() ?? null,
      focusInside: !!dialog && dialog.contains(document.activeElement),
      overflow: getComputedStyle(document.body).overflowY,
      scrollY: window.scrollY,
      // for the failure message
      expanded: document.querySelectorAll('[aria-haspopup="dialog"][aria-expanded="true"]').length,
      focus: `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30)}`,
    };
  }, null);

/** What the field looks like to the tests: its layer's data, the window and what the browser offers. */
const fieldState = (page: EnginePage) =>
  page.evaluate(() => {
    const layer = document.querySelector('.particle-layer');
    let webgl2: boolean;
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      webgl2 = !!gl;
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      webgl2 = false;
    }
    return {
      renderer: layer?.getAttribute('data-renderer') ?? null,
      particles: layer?.getAttribute('data-particles') ?? null,
      thread: layer?.getAttribute('data-thread') ?? null,
      width: innerWidth,
      height: innerHeight,
      webgl2,
      offscreen: typeof OffscreenCanvas === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype,
    };
  }, null);

/** The spec's count: the window's area over 8000 px², whatever the app computes. */
const expectedCount = (width: number, height: number) => String(Math.floor((width * height) / 8000));


/** The field draws (enough changed pixels over the background, lighter on the dark theme) and moves. */
function assertDrawnAndMoving(pixels: FieldPixels, count: number): void {
  // every particle covers at least π px² (radius 1); links add far more
  const area = pixels.scale * pixels.scale;
  assert.ok(pixels.drawn.changed > count * 2 * area, `particle pixels over the background: ${pixels.drawn.changed} (${count} particles)`);
  assert.ok(pixels.drawn.lighter > 15, `light particles on the dark theme (luminance +${pixels.drawn.lighter.toFixed(1)})`);
  assert.ok(pixels.moved.changed > count * area, `pixels changed in 0.8 s: ${pixels.moved.changed} (${count} particles)`);
}

async function checkField(context: BehaviourContext, query: string, asked: 'webgl' | '2d' | 'auto'): Promise<void> {
  const { page } = context;
  await open(page, `/${query}`);
  const offered = await fieldState(page);
  // what the field must end up as: `?renderer=webgl` falls back to 2D without WebGL2, `auto` may pick
  // either (WebGL only where WebGL2 exists); a 2D-only field is drawn by a worker wherever the browser
  // can hand a canvas to one, WebGL on the page
  const want = asked === 'webgl' && !offered.webgl2 ? '2d' : asked;
  const settled = await waitFor(
    page,
    (goal: { want: string; webgl2: boolean; offscreen: boolean }) => {
      const layer = document.querySelector('.particle-layer');
      const renderer = layer?.getAttribute('data-renderer');
      const thread = layer?.getAttribute('data-thread');
      const webglDone = renderer === 'webgl' && thread === 'main' && goal.webgl2;
      const twoDDone = renderer === '2d' && thread === (goal.offscreen ? 'worker' : 'main');
      const done = goal.want === 'webgl' ? webglDone : goal.want === '2d' ? twoDDone : webglDone || twoDDone;
      return done ? `${renderer} on the ${thread} thread` : '';
    },
    { want, webgl2: offered.webgl2, offscreen: offered.offscreen },
    { timeout: 30_000, message: `the field of ${query || 'a visitor'} to settle as ${want} (WebGL2 ${offered.webgl2 ? 'available' : 'missing'}, OffscreenCanvas ${offered.offscreen ? 'available' : 'missing'})` },
  );
  const final = await fieldState(page);
  assert.equal(final.particles, expectedCount(final.width, final.height), `data-particles for a ${final.width}x${final.height} window`);
  assertDrawnAndMoving(await lookAtField(page), Number(final.particles));
  context.note(`${query || '(no query)'}: ${settled}, ${final.particles} particles`);
}

export const behaviours: Behaviour[] = [
  {
    name: 'every route is styled from its first frame, every asset loads over http, and the CSP has no upgrade-insecure-requests',
    async run({ page }) {
      for (const path of ROUTES) {
        await open(page, path);
        const probe = await readProbe(page);
        const frame = probe?.frames.filter((record) => record.path === path).at(-1);
        assert.ok(frame, `the probe saw the first frame of ${path}`);
        assert.ok(frame.sheets.length > 0, `${path} links a stylesheet`);
        for (const sheet of frame.sheets) assert.ok(sheet.rules > 0, `${path}: ${sheet.href} applied at the first frame (rules: ${sheet.rules})`);
        const served = await page.evaluate(async () => {
          const response = await fetch(location.pathname, { cache: 'no-store' });
          const header = getComputedStyle(document.querySelector('header')!);
          return {
            status: response.status,
            csp: response.headers.get('content-security-policy') ?? '',
            margin: getComputedStyle(document.body).marginTop,
            header: header.position,
            // the page fills the window (body min-height: 100dvh) and never scrolls sideways
            bodyHeight: document.body.getBoundingClientRect().height,
            windowHeight: innerHeight,
            overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            resources: performance.getEntriesByType('resource').map((entry) => entry.name),
            sheets: Array.from(document.styleSheets, (sheet) => sheet.href),
          };
        }, null);
        assert.equal(served.status, 200, `${path} answers 200`);
        assert.match(served.csp, /default-src 'self'/, `${path} is served with the site's CSP`);
        assert.doesNotMatch(served.csp, /upgrade-insecure-requests/, `${path}: no upgrade-insecure-requests (it sends WebKit to https:// for every asset of an http preview)`);
        assert.equal(served.margin, '0px', `${path}: the stylesheet's reset applies (body margin)`);
        assert.equal(served.header, 'sticky', `${path}: the stylesheet's layout applies (sticky header)`);
        assert.ok(served.bodyHeight >= served.windowHeight - 1, `${path}: the page is at least the window's height (100dvh): ${served.bodyHeight} of ${served.windowHeight}`);
        assert.equal(served.overflowX, 0, `${path}: nothing sticks out sideways`);
        const elsewhere = served.resources.filter((url) => !url.startsWith(`${page.origin}/`));
        assert.deepEqual(elsewhere, [], `${path}: every asset from ${page.origin}`);
        assert.ok(served.resources.some((url) => url.endsWith('.css')) || served.sheets.some((href) => href?.startsWith(`${page.origin}/`)), `${path} loaded its stylesheet from ${page.origin}`);
      }
    },
  },
  {
    name: 'menu: opens, closes on an outside press and on Escape, and picking Blog navigates',
    async run({ page, size }) {
      await open(page, '/');
      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      const opened = await menuState(page);
      assert.deepEqual(opened.entries, MENU_ENTRIES);
      assert.equal(Math.round(opened.listWidth), 12 * 16, 'the menu is 12rem wide');

      // an outside press (a click, a tap on a phone) on the page's heading, left of the open menu
      const heading = await page.evaluate(() => {
        const rect = document.querySelector('main h1')!.getBoundingClientRect();
        return { x: rect.left + 10, y: rect.top + rect.height / 2 };
      }, null);
      await pressAt(page, heading.x, heading.y, size);
      await eventually(async () => assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0 }));
      assert.equal(await pathOf(page), '/');

      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      await page.press('Escape');
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'false'));
      assert.equal(await focused(page), 'button: Menu', 'Escape gives focus back to the menu button');

      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      await press(page, { css: 'header ul a', text: 'Blog' }, size);
      await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
      assert.equal(await pathOf(page), '/blog');
      assert.equal((await menuState(page)).expanded, 'false', 'picking an entry closes the menu');
    },
  },
  {
    name: 'theme: the toggle switches dark and light, and the choice survives a reload from its first frame',
    async run({ page, size }) {
      await open(page, '/');
      const dark = await themeState(page);
      assert.equal(dark.theme, 'dark');
      assert.equal(dark.title, 'Switch to Light Mode');
      assert.ok(dark.text > dark.page, 'light text on the dark theme');

      await press(page, THEME_TOGGLE, size);
      await eventually(async () => assert.equal((await themeState(page)).theme, 'light'));
      await settle(page);
      const light = await themeState(page);
      assert.equal(light.saved, 'light');
      assert.equal(light.title, 'Switch to Dark Mode');
      assert.ok(light.text < light.page, 'dark text on the light theme');

      await reload(page);
      const frames = (await readProbe(page))?.frames.filter((record) => record.path === '/') ?? [];
      assert.equal(frames.at(-1)?.theme, 'light', 'the reloaded page is light from its first frame (no dark flash)');
      assert.equal((await themeState(page)).title, 'Switch to Dark Mode');

      // and back by keyboard
      await focus(page, THEME_TOGGLE);
      await page.press('Enter');
      await eventually(async () => assert.equal((await themeState(page)).theme, 'dark'));
      assert.equal((await themeState(page)).saved, 'dark');
      await reload(page);
      assert.equal((await readProbe(page))?.frames.at(-1)?.theme, 'dark');
      assert.equal((await themeState(page)).theme, 'dark');
    },
  },
  {
    name: "modals: each section's card opens its dialog; ×, overlay and Escape close it; focus is trapped and returns; the page does not scroll",
    async run({ page, size }) {
      await open(page, '/');
      const viewport = { width: size.width, height: size.height };
      // each section's first card, each closed another way: ×, a press on the overlay, Escape
      const closers = ['×', 'overlay', 'Escape'] as const;
      for (const [index, section] of SECTIONS.entries()) {
        const closer = closers[index]!;
        const card = { css: `section#${section.id} article button[aria-haspopup="dialog"]` };
        await press(page, card, size);
        await eventually(async () => {
          const state = await dialogState(page);
          assert.deepEqual(
            [state.open, state.modal, state.label],
            [true, 'true', section.modalHeading],
            `${section.id}: its dialog (expanded cards: ${state.expanded}, focus on ${state.focus})`,
          );
          assert.ok(state.focusInside, 'focus moves into the dialog');
        });
        await settle(page);
        const locked = await dialogState(page);
        assert.equal(locked.overflow, 'hidden', 'the page is locked while the dialog is open');

        // Tab and Shift+Tab keep focus inside, round both ends
        const keys = index === 0 ? (['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'] as const) : (['Shift+Tab', 'Shift+Tab'] as const);
        for (const key of keys) {
          await page.press(key);
          assert.ok((await dialogState(page)).focusInside, `focus stays in the dialog after ${key} (on ${await focused(page)})`);
        }
        if (index === 0) {
          // neither a wheel turn over the overlay nor End moves the page
          await page.wheel(6, viewport.height - 6, 600);
          await page.press('End');
          await sleep(300);
          assert.equal((await dialogState(page)).scrollY, locked.scrollY, 'the page does not scroll under the dialog');
        }

        if (closer === '×') await press(page, { css: `${DIALOG} button[aria-label="Close"]` }, size);
        else if (closer === 'Escape') await page.press('Escape');
        else {
          const point = { x: 6, y: viewport.height - 6 };
          const onOverlay = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid') === 'modal-overlay', point);
          assert.ok(onOverlay, 'the overlay lies at the bottom-left corner');
          await pressAt(page, point.x, point.y, size);
        }
        await waitForNoElement(page, DIALOG);
        const after = await page.evaluate(
          (css: string) => ({
            expanded: document.querySelector(css)?.getAttribute('aria-expanded'),
            overflow: getComputedStyle(document.body).overflowY,
          }),
          card.css,
        );
        assert.equal(after.expanded, 'false', `${section.id}: closed by ${closer}`);
        assert.equal(after.overflow, 'visible', 'the page is unlocked again');
        // a touch on the overlay leaves focus to the browser's compatibility mouse events
        if (!(closer === 'overlay' && size.phone && page.canTouch)) {
          await eventually(
            async () => assert.ok(await page.evaluate((css: string) => document.activeElement === document.querySelector(css), card.css), `focus returns to the card after ${closer} (on ${await focused(page)})`),
            { timeout: 3000 },
          );
        }
      }
      // unlocked, the same wheel turn scrolls the page (so the locked check above could fail)
      const before = await page.evaluate(() => window.scrollY, null);
      await page.wheel(size.width / 2, size.height / 2, 600);
      await eventually(async () => assert.ok((await page.evaluate(() => window.scrollY, null)) > before, 'a wheel turn scrolls the unlocked page'), { timeout: 3000 });
    },
  },
  {
    name: 'blog: /blog lists three topics and leads home; a post survives a reload of its deep link and leads back to /blog',
    async run({ page, size }) {
      await open(page, '/blog');
      assert.equal(await textOf(page, 'main h1'), 'Tech Blog');
      assert.deepEqual(await page.evaluate(() => Array.from(document.querySelectorAll('main h3'), (h) => h.textContent?.trim()), null), ['Machine Learning', 'AI Applications', 'Data Science']);
      await press(page, { css: 'main a', text: 'Back to Home' }, size);
      await waitForElement(page, { css: 'main h2', text: 'Experience' });
      assert.equal(await pathOf(page), '/');

      await open(page, '/blog/some-post');
      const sentence = 'The AI/ML blog post "some-post" is currently being written...';
      await waitForElement(page, { css: 'main p', text: sentence });
      assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');
      await reload(page);
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return { type: entry?.type, path: location.pathname };
      }, null);
      assert.deepEqual(navigation, { type: 'reload', path: '/blog/some-post' }, 'the deep link was reloaded from the server');
      await waitForElement(page, { css: 'main p', text: sentence });
      assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');
      await press(page, { css: 'main a', text: '← Back to all posts' }, size);
      await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
      assert.equal(await pathOf(page), '/blog');
    },
  },
  {
    name: "error screen: an unknown path shows the router's fallback with 404 Not Found and a way home",
    async run({ page, size }) {
      await open(page, '/no/such/page');
      await waitForElement(page, { css: 'main h1', text: 'Unexpected Application Error!' });
      assert.equal(await textOf(page, 'main h2'), '404 Not Found');
      await press(page, { css: 'main a', text: '← Back to Home' }, size);
      await waitForElement(page, { css: 'main h2', text: 'Experience' });
      assert.equal(await pathOf(page), '/');
    },
  },
  {
    name: 'particle field: draws and animates with the right renderer, thread and count (as a visitor, and with each renderer asked for)',
    async run(context) {
      await checkField(context, '', 'auto');
      await checkField(context, '?renderer=2d', '2d');
      await checkField(context, '?renderer=webgl', 'webgl');
    },
  },
  {
    name: 'particle field: a resize rebuilds it for the new window',
    async run(context) {
      const { page, size } = context;
      await open(page, '/');
      const before = await fieldState(page);
      assert.equal(before.particles, expectedCount(before.width, before.height));
      // a desktop window made smaller; a phone turned sideways
      const next = size.phone ? { width: size.height, height: size.width } : { width: 1000, height: 700 };
      await page.setViewport(next.width, next.height);
      await eventually(async () => {
        const after = await fieldState(page);
        assert.deepEqual([after.width, after.height], [next.width, next.height], 'the window has its new size');
        assert.equal(after.particles, expectedCount(after.width, after.height), `data-particles for a ${after.width}x${after.height} window`);
      });
      assertDrawnAndMoving(await lookAtField(page), Number((await fieldState(page)).particles));
      await page.setViewport(size.width, size.height);
      await eventually(async () => assert.equal((await fieldState(page)).particles, before.particles));
    },
  },
  {
    name: 'particle field: with prefers-reduced-motion it draws one still frame',
    reducedMotion: true,
    async run({ page }) {
      await open(page, '/');
      assert.ok(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches, null), 'the browser reports prefers-reduced-motion: reduce');
      await sleep(500);
      const pixels = await lookAtField(page, { waitMs: 1200, moving: false });
      const count = Number((await fieldState(page)).particles);
      assert.ok(pixels.drawn.changed > count * 2 * pixels.scale * pixels.scale, `a still frame is drawn: ${pixels.drawn.changed} pixels`);
      assert.equal(pixels.moved.changed, 0, 'nothing moves in 1.2 s');
      assert.equal((await framesDrawn(page))?.steps, 0, 'the simulation never stepped');
    },
  },
  {
    name: 'particle field: stops drawing while the tab is hidden and resumes when it is shown',
    async run(context) {
      const { page } = context;
      const tab = page.tabVisibility;
      if (!tab) return context.skip(`${page.engine}'s driver cannot hide a tab`);
      context.note(`hidden tab: ${tab.how}`);
      await open(page, '/');
      await waitFor(page, async () => ((await (window as unknown as { __readParticles?: () => Promise<{ frames: number }> }).__readParticles?.())?.frames ?? 0) > 5, null, {
        timeout: 15_000,
        message: 'the field to draw frames',
      });
      await tab.hide();
      await eventually(async () => assert.equal(await page.evaluate(() => document.visibilityState, null), 'hidden', 'the page is hidden'));
      await sleep(300); // a frame already requested may still land
      const hidden = (await framesDrawn(page))!.frames;
      await sleep(1000);
      assert.equal((await framesDrawn(page))!.frames, hidden, 'no frame drawn in 1 s while hidden');
      await tab.show();
      await eventually(async () => assert.equal(await page.evaluate(() => document.visibilityState, null), 'visible'));
      await eventually(async () => assert.ok((await framesDrawn(page))!.frames > hidden + 5, 'drawing resumes'), { timeout: 10_000 });
      await waitForField(page);
    },
  },
];
