import { strict as assert } from 'node:assert';
import { areaPerParticle, blog as blogTexts, cardSections, menuEntries, postPlaceholder, profile, type CardEntry } from '../support/site-content';
import {
  eventually,
  firstFrame,
  focus,
  focused,
  framesDrawn,
  lookAtField,
  open,
  pageFrames,
  pathOf,
  press,
  pressAt,
  reload,
  settle,
  textOf,
  waitFor,
  waitForElement,
  waitForField,
  waitForNoElement,
  STILL_PAGE_FRAMES,
  type FieldPixels,
  type Target,
} from './actions';
import { openingsBetween, readOpenings, recordOpeningsInPage, type Openings } from '../support/openings';
import type { EnginePage, Key, Size } from './engine';

/**
 * The browser-facing behaviours of the site, each described once and run in Chromium (Playwright,
 * tests/e2e/engines.spec.ts), Firefox and WebKit (Vitest, firefox.test.ts and webkit.test.ts), at
 * both window sizes. What they expect of the owner's content (menu entries, card sections, links)
 * comes from the content the build used (tests/support/site-content.ts), so they hold for any owner.
 * After every test the runner also fails it on what the page, the driver and the test server saw
 * (run.ts): console or page errors, CSP violations, requests to other origins, HTTP errors, and a
 * document whose stylesheet was not applied at its first frame.
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
/** The home page's intro heading: there whatever the owner's content. */
const HOME = { css: 'main h1#intro-heading' };
const MENU = { css: 'header button[aria-label="Menu"]' };
const THEME_TOGGLE = { css: 'header button[aria-label^="Switch to"]' };
/** The card dialog: a <dialog> in the DOM only while it is shown. */
const DIALOG = 'dialog';
const cardButton = (sectionId: string, index = 0): Target => ({ css: `section#${sectionId} article button[aria-haspopup="dialog"]`, index });

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The field as a visitor gets it, and with each renderer asked for. */
const FIELDS = [
  { query: '', asked: 'auto' },
  { query: '?renderer=2d', asked: '2d' },
  { query: '?renderer=webgl', asked: 'webgl' },
] as const;

// ---- reading the page ----------------------------------------------------------------------------

const menuState = (page: EnginePage) =>
  page.evaluate(() => {
    const button = document.querySelector('header button[aria-label="Menu"]');
    const list = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    const box = list?.getBoundingClientRect();
    const shown = !!box && box.width > 0;
    return {
      // the popover's open state, which the browser exposes as the button's expanded state
      expanded: String(!!list?.matches(':popover-open')),
      entries: list && shown ? Array.from(list.querySelectorAll('a'), (a) => (a.textContent ?? '').replace('(opens in a new tab)', '').trim()) : null,
      listWidth: box?.width ?? 0,
      inside: shown && box.left >= 0 && box.right <= innerWidth,
    };
  }, null);

/** Where the open menu lies against its button: below it, right edges aligned, and on top of the page there. */
const menuPlacement = (page: EnginePage) =>
  page.evaluate(() => {
    const button = document.querySelector('header button[aria-label="Menu"]')!;
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const [from, to] = [button.getBoundingClientRect(), list.getBoundingClientRect()];
    const top = document.elementFromPoint(to.left + to.width / 2, to.top + to.height / 2);
    return { gap: Math.round(to.top - from.bottom), rightEdges: Math.round(to.right - from.right), onTop: !!top && list.contains(top) };
  }, null);

const themeState = (page: EnginePage) =>
  page.evaluate(() => {
    const brightness = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const toggle = document.querySelector('header button[aria-label^="Switch to"]');
    // a card the pointer is not over (a hovered card has its own background)
    const card = Array.from(document.querySelectorAll('main article')).find((article) => !article.matches(':hover'));
    return {
      theme: document.documentElement.dataset.theme,
      saved: localStorage.getItem('theme'),
      title: toggle?.getAttribute('title'),
      label: toggle?.getAttribute('aria-label'),
      focused: !!toggle && document.activeElement === toggle,
      // text against the page: light text on a dark page, or dark text on a light one
      text: brightness(getComputedStyle(document.body).color),
      page: brightness(getComputedStyle(document.documentElement).backgroundColor),
      card: card ? getComputedStyle(card).backgroundColor : null,
    };
  }, null);

/**
 * The theme's colours once they have stopped changing (cards fade to a new theme's colours): no
 * transition runs any more, and the colours read the same across a few frames of the page.
 */
async function settledTheme(page: EnginePage): ReturnType<typeof themeState> {
  await settle(page);
  let previous = await themeState(page);
  for (let tries = 0; tries < 20; tries += 1) {
    await pageFrames(page, 3);
    const next = await themeState(page);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

const dialogState = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog');
    const heading = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    const active = document.activeElement;
    return {
      open: !!dialog,
      // shown with showModal(): in the top layer, the page behind it inert
      modal: !!dialog?.matches(':modal'),
      label: heading?.textContent?.trim() ?? null,
      focusInside: !!dialog && dialog.contains(active),
      // a native modal dialog lets Tab move on to the browser's own controls (focus then leaves the
      // document: <body> is active), but never to the page behind it
      focusBehind: !!dialog && !!active && active !== document.body && !dialog.contains(active),
      overflow: getComputedStyle(document.body).overflowY,
      scrollY: window.scrollY,
      // for the failure message
      expanded: document.querySelectorAll('[aria-haspopup="dialog"][aria-expanded="true"]').length,
      focus: `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30)}`,
    };
  }, null);

/**
 * Whether the topmost thing at a point of the viewport is the dialog's overlay, its ::backdrop (not
 * the dialog, not the page): a hit on a ::backdrop is a hit on its <dialog>, outside the dialog's box.
 */
const overlayAt = (page: EnginePage, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const dialog = document.querySelector('dialog');
    const box = dialog?.getBoundingClientRect();
    const outside = !!box && (x < box.left || x > box.right || y < box.top || y > box.bottom);
    return !!dialog && document.elementFromPoint(x, y) === dialog && outside;
  }, point);

/**
 * Starts recording, in the page, what the next press could set off that a test must rule out (a
 * history call, a dialog closing, a dialog or popover opening: tests/support/openings.ts, the
 * recorder the Playwright specs use too), and returns the record so far, for `pressOutcome`.
 */
async function watchPress(page: EnginePage): Promise<Openings> {
  await page.evaluate(recordOpeningsInPage, null);
  return page.evaluate(readOpenings, null);
}

/**
 * What the press since `before` (from `watchPress`) set off, once the page has seen it released (its
 * click, if any, is dispatched with the release, and whatever a handler started synchronously is
 * recorded) and has drawn a frame since.
 */
async function pressOutcome(page: EnginePage, before: Openings): Promise<Openings> {
  await waitFor(page, (releases: number) => ((window as unknown as { __openings?: Openings }).__openings?.dispatched.mouseup ?? 0) > releases, before.dispatched.mouseup, {
    message: 'the press to be released in the page (its mouseup dispatched)',
  });
  await pageFrames(page, 1);
  return openingsBetween(before, await page.evaluate(readOpenings, null));
}

/**
 * Frames of the page within which a scroll that an input started shows: a scroll, smooth or not,
 * moves the page from the first frames after the page has handled the input.
 */
const SCROLL_FRAMES = 30;

interface ScrollRecord {
  wheels: number;
  keys: string[];
  /** Scroll events of the page itself (a scroller inside it fires its own, which do not reach the document). */
  scrolls: number;
}

/** Starts counting, in the page, the wheel turns and key presses that reach it and its own scroll events. */
const watchScrolling = (page: EnginePage) =>
  page.evaluate(() => {
    const w = window as unknown as { __enginesScroll?: ScrollRecord; __enginesScrollWatched?: boolean };
    w.__enginesScroll = { wheels: 0, keys: [], scrolls: 0 };
    if (w.__enginesScrollWatched) return;
    w.__enginesScrollWatched = true;
    window.addEventListener('wheel', () => (w.__enginesScroll!.wheels += 1), { capture: true, passive: true });
    window.addEventListener('keydown', (event) => w.__enginesScroll!.keys.push(event.key), true);
    document.addEventListener(
      'scroll',
      (event) => {
        if (event.target === document) w.__enginesScroll!.scrolls += 1;
      },
      { passive: true },
    );
  }, null);

/**
 * Whether the page scrolled from `start` after the inputs since `watchScrolling`: waits until the
 * page has received them (`wheels` wheel turns, the `keys`), then for the page to scroll, over at
 * most SCROLL_FRAMES frames of the page.
 */
async function scrolledAfter(page: EnginePage, inputs: { wheels: number; keys: string[] }, start: number): Promise<boolean> {
  await waitFor(
    page,
    (goal: { wheels: number; keys: string[] }) => {
      const record = (window as unknown as { __enginesScroll?: ScrollRecord }).__enginesScroll;
      return !!record && record.wheels >= goal.wheels && goal.keys.every((key) => record.keys.includes(key));
    },
    inputs,
    { message: `the page to receive ${[inputs.wheels ? `${inputs.wheels} wheel turn(s)` : '', ...inputs.keys].filter(Boolean).join(' and ')}` },
  );
  return page.evaluate(
    async ({ from, frames }: { from: number; frames: number }) => {
      const record = (window as unknown as { __enginesScroll: ScrollRecord }).__enginesScroll;
      const moved = () => window.scrollY !== from || record.scrolls > 0;
      for (let frame = 0; frame < frames && !moved(); frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return moved();
    },
    { from: start, frames: SCROLL_FRAMES },
  );
}

/** Waits until the page has stopped scrolling: the same scroll position over 10 frames of the page. */
const scrollStopped = (page: EnginePage) =>
  waitFor(
    page,
    async () => {
      const from = window.scrollY;
      for (let frame = 0; frame < 10; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (window.scrollY !== from) return false;
      }
      return true;
    },
    null,
    { message: 'the page to stop scrolling (one scroll position over 10 frames)' },
  );

const cardState = (page: EnginePage, card: Target) =>
  page.evaluate(
    ({ css, index }: Target) => {
      const button = document.querySelectorAll(css)[index ?? 0];
      return {
        count: document.querySelectorAll(css).length,
        expanded: button?.getAttribute('aria-expanded') ?? null,
        popup: button?.getAttribute('aria-haspopup') ?? null,
        title: (button?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        focused: !!button && document.activeElement === button,
        overflow: getComputedStyle(document.body).overflowY,
      };
    },
    card,
  );

/** What the field looks like to the tests: its layer's data, the window and what the browser offers. */
const fieldState = (page: EnginePage) =>
  page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.particle-layer');
    let webgl2: boolean;
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      webgl2 = !!gl;
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      webgl2 = false;
    }
    const renderer = layer?.getAttribute('data-renderer') ?? null;
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-particle-canvas="${renderer}"]`);
    return {
      renderer,
      particles: layer?.getAttribute('data-particles') ?? null,
      thread: layer?.getAttribute('data-thread') ?? null,
      webglCanvases: document.querySelectorAll('[data-particle-canvas="webgl"]').length,
      width: innerWidth,
      height: innerHeight,
      layer: [layer?.clientWidth ?? 0, layer?.clientHeight ?? 0],
      canvas: canvas ? [canvas.width, canvas.height] : null,
      pixelRatio: devicePixelRatio,
      webgl2,
      offscreen: typeof OffscreenCanvas === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype,
    };
  }, null);

/** The field's count for a window: its area over the area per particle, computed here, not by the app's code. */
const expectedCount = (width: number, height: number) => String(Math.floor((width * height) / areaPerParticle));

/** The field's state once its count is the one for the window (the layer may say its renderer a moment before its count). */
async function countedField(page: EnginePage) {
  let state = await fieldState(page);
  await eventually(async () => {
    state = await fieldState(page);
    assert.equal(state.particles, expectedCount(state.width, state.height), `data-particles for a ${state.width}x${state.height} window`);
  });
  return state;
}

const rebuilds = (page: EnginePage) =>
  page.evaluate(async () => {
    const read = (window as unknown as { __readParticles?: () => Promise<{ rebuilds: number }> }).__readParticles;
    return (await read?.())?.rebuilds ?? -1;
  }, null);

/** The field draws (enough changed pixels over the background, lighter on the dark theme) and moves. */
function assertDrawnAndMoving(pixels: FieldPixels, count: number): void {
  // every particle covers at least π px² (radius 1); links add far more
  const area = pixels.scale * pixels.scale;
  assert.ok(pixels.drawn.changed > count * 2 * area, `particle pixels over the background: ${pixels.drawn.changed} (${count} particles)`);
  assert.ok(pixels.drawn.lighter > 15, `light particles on the dark theme (luminance +${pixels.drawn.lighter.toFixed(1)})`);
  assert.ok(pixels.moved.changed > count * area, `pixels changed in 0.8 s: ${pixels.moved.changed} (${count} particles)`);
}

/** Opens the field asked for by `query` and waits until it has settled on what this browser must end up with. */
async function openField(context: BehaviourContext, query: string, asked: 'webgl' | '2d' | 'auto'): Promise<string> {
  const { page } = context;
  await open(page, `/${query}`);
  const offered = await fieldState(page);
  // what the field must end up as: `?renderer=webgl` falls back to 2D without WebGL2, `auto` may pick
  // either (WebGL only where WebGL2 exists); a 2D-only field is drawn by a worker wherever the browser
  // can hand a canvas to one, WebGL on the page
  const want = asked === 'webgl' && !offered.webgl2 ? '2d' : asked;
  return waitFor(
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
}

/**
 * Runs `check` on the field of each query whose renderer and thread this browser has not shown yet
 * (a visitor's field is one of the two renderers asked for, and without WebGL2 `?renderer=webgl` is
 * the 2D field again): every way this browser can draw the field is checked, none twice.
 */
async function forEachField(context: BehaviourContext, check: (query: string) => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  for (const { query, asked } of FIELDS) {
    const settled = await openField(context, query, asked);
    if (seen.has(settled)) continue;
    seen.add(settled);
    await check(query || 'a visitor');
  }
}

/** The card sections this owner has, or a skip: a behaviour about cards needs at least one. */
function sectionsOrSkip(context: BehaviourContext): typeof cardSections {
  if (cardSections.length === 0) context.skip('the content has no card section (experience, research and projects are all empty)');
  return cardSections;
}

/** Presses the card's button and waits for its section's dialog to open with focus inside. */
async function openCard(page: EnginePage, size: Size, section: (typeof cardSections)[number], card: Target): Promise<void> {
  await press(page, card, size);
  await eventually(async () => {
    const state = await dialogState(page);
    assert.deepEqual([state.open, state.modal, state.label], [true, true, section.modalHeading], `${section.id}: its modal dialog (expanded cards: ${state.expanded}, focus on ${state.focus})`);
    assert.ok(state.focusInside, 'focus moves into the dialog');
  });
}

/** What the open dialog shows of `entry`, and where it lies (read once its entry animation has finished). */
const dialogContent = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog')!;
    const style = getComputedStyle(dialog);
    const box = dialog.getBoundingClientRect();
    // the window as fixed elements (the overlay among them) see it: less a classic scrollbar's gutter, which the
    // page keeps (styles.css) so that nothing shifts when the dialog hides the scrollbar
    const probe = document.createElement('div');
    probe.style.setProperty('position', 'fixed');
    probe.style.setProperty('inset', '0');
    probe.style.setProperty('visibility', 'hidden');
    document.body.append(probe);
    const { width, height } = probe.getBoundingClientRect();
    probe.remove();
    // a hit on the ::backdrop is a hit on its <dialog>: the overlay is what lies at each corner of the window
    const corners = [
      [1, 1],
      [width - 2, 1],
      [1, height - 2],
      [width - 2, height - 2],
    ].map(([x, y]) => document.elementFromPoint(x!, y!) === dialog);
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      h2: text(dialog.querySelector('h2')),
      h3: text(dialog.querySelector('h3')),
      items: Array.from(dialog.querySelectorAll('li'), (li) => text(li)),
      body: text(dialog),
      techHeading: Array.from(dialog.querySelectorAll('h4'), (h) => text(h)).includes('Technologies Used'),
      topLayer: dialog.matches(':modal'),
      overlayCorners: corners,
      overlayColour: getComputedStyle(dialog, '::backdrop').backgroundColor,
      maxWidth: parseFloat(style.maxWidth),
      maxHeight: parseFloat(style.maxHeight),
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      window: [width, height],
    };
  }, null);

function assertDialogShows(content: Awaited<ReturnType<typeof dialogContent>>, modalHeading: string, entry: CardEntry): void {
  assert.equal(content.h2, modalHeading, "the dialog's heading");
  assert.equal(content.h3, normalise(entry.title), "the dialog names the card's entry");
  if (entry.details.length > 0) {
    for (const line of entry.details) assert.ok(content.items.includes(normalise(line)), `the dialog lists "${line}"`);
  } else {
    assert.ok(content.body.includes('Details coming soon...'), 'an entry without details says so');
  }
  assert.equal(content.techHeading, entry.technologies.length > 0, 'the dialog has its "Technologies Used" heading when the entry names technologies');
  for (const technology of entry.technologies) assert.ok(content.items.includes(normalise(technology)), `the dialog lists the technology ${technology}`);
  // in the top layer, above everything (the sticky header too), its overlay covering the whole window
  assert.ok(content.topLayer, 'the dialog is modal, in the top layer');
  assert.deepEqual(content.overlayCorners, [true, true, true, true], 'the overlay covers the window to its corners');
  assert.match(content.overlayColour, /^rgba\(.*, 0\.\d+\)$/, `the overlay is a translucent colour: ${content.overlayColour}`);
  const [width, height] = content.window as [number, number];
  // 56rem wide at most (the full width less the overlay's padding on a phone), 90 % of the window tall at most, centred
  assert.equal(content.maxWidth, 56 * 16, 'max-width 56rem');
  assert.ok(Math.abs(content.maxHeight - 0.9 * height) <= 0.5, `max-height 90 % of the window: ${content.maxHeight}`);
  assert.equal(Math.round(content.box.width), Math.min(56 * 16, width - 32), 'the dialog is as wide as it may be');
  assert.ok(content.box.height <= 0.9 * height + 0.5, `the dialog is at most 90 % of the window tall: ${content.box.height}`);
  assert.ok(Math.abs(content.box.x + content.box.width / 2 - width / 2) <= 1, 'centred across');
  assert.ok(Math.abs(content.box.y + content.box.height / 2 - height / 2) <= 1, 'centred down');
}

// ---- the behaviours ------------------------------------------------------------------------------

export const behaviours: Behaviour[] = [
  {
    name: 'every route is styled from its first frame, every asset loads over http, and the CSP has no upgrade-insecure-requests',
    async run({ page }) {
      for (const path of ROUTES) {
        await open(page, path);
        const frame = await firstFrame(page, path);
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
        assert.ok(served.overflowX <= 0, `${path}: nothing sticks out sideways (by ${served.overflowX} px)`);
        const elsewhere = served.resources.filter((url) => !url.startsWith(`${page.origin}/`));
        assert.deepEqual(elsewhere, [], `${path}: every asset from ${page.origin}`);
        assert.ok(served.resources.some((url) => url.endsWith('.css')) || served.sheets.some((href) => href?.startsWith(`${page.origin}/`)), `${path} loaded its stylesheet from ${page.origin}`);
      }
    },
  },
  {
    name: "navigation bar: the 60x40 logo (or, without one, the name's initials) leads home; the menu opens 12rem wide, inside the window, under its button and above the page",
    async run({ page, size }) {
      await open(page, '/blog');
      const home = await page.evaluate(async () => {
        const link = document.querySelector('header a');
        const image = link?.querySelector('img');
        const box = (image ?? link)?.getBoundingClientRect();
        return {
          width: Math.round(box?.width ?? 0),
          height: Math.round(box?.height ?? 0),
          decoded: image ? await image.decode().then(() => true, () => false) : null,
          name: image ? image.alt : link?.getAttribute('aria-label'),
          shown: image ? null : link?.textContent?.trim(),
        };
      }, null);
      if (profile.logo) {
        assert.deepEqual(home, { width: 60, height: 40, decoded: true, name: `${profile.name}, home`, shown: null }, 'the logo: 60x40 CSS px, and its image decodes');
      } else {
        // the first letters of the name's first two words
        const initials = profile.name.split(/\s+/).slice(0, 2).map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
        assert.deepEqual(home, { width: 60, height: 40, decoded: null, name: `${profile.name}, home`, shown: initials }, "without a logo: the name's initials in a 60x40 CSS px link");
      }
      const button = await page.evaluate(() => {
        const menu = document.querySelector('header button[aria-label="Menu"]');
        const list = document.getElementById(menu?.getAttribute('aria-controls') ?? '');
        return { title: menu?.getAttribute('title'), expanded: String(!!list?.matches(':popover-open')) };
      }, null);
      assert.deepEqual(button, { title: 'Menu', expanded: 'false' });

      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      // which entries it lists, in what order and leading where: src/features/nav/menu-links.test.ts
      const opened = await menuState(page);
      assert.ok(opened.entries && opened.entries.length > 0, 'the open menu shows its entries');
      assert.equal(Math.round(opened.listWidth), 12 * 16, 'the menu is 12rem wide');
      assert.ok(opened.inside, 'the menu lies inside the window');
      await settle(page); // it slides down into place
      assert.deepEqual(await menuPlacement(page), { gap: 8, rightEdges: 0, onTop: true }, 'the menu opens 0.5rem under its button, right-aligned with it, above the page');

      await press(page, { css: 'header a', index: 0 }, size);
      await waitForElement(page, HOME);
      assert.equal(await pathOf(page), '/', 'the logo leads home');
      assert.equal(await textOf(page, 'main h1'), `Hi, I'm ${profile.name}`);
    },
  },
  {
    name: 'menu: the button toggles it; an outside press and Escape close it (focus back on the button); the keyboard walks its entries; Blog, by pointer and by keyboard, navigates and closes it',
    async run({ page, size }) {
      await open(page, '/');
      // the button opens and closes it
      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      await press(page, MENU, size);
      await eventually(async () => assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }));

      // an outside press (a click, a tap on a phone) on the page's heading, left of the open menu, closes it and presses nothing else
      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      const heading = await page.evaluate(() => {
        const rect = document.querySelector('main h1')!.getBoundingClientRect();
        return { x: rect.left + 10, y: rect.top + rect.height / 2 };
      }, null);
      await pressAt(page, heading.x, heading.y, size);
      await eventually(async () => assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }));
      assert.equal(await pathOf(page), '/');

      // the keyboard: Enter opens it, Tab walks the entries in order, Shift+Tab goes back, Escape closes it
      await focus(page, MENU);
      await page.press('Enter');
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      const linkFocused = () =>
        page.evaluate(() => {
          const list = document.getElementById(document.querySelector('header button[aria-label="Menu"]')?.getAttribute('aria-controls') ?? '');
          return Array.from(list?.querySelectorAll('a') ?? []).indexOf(document.activeElement as HTMLAnchorElement);
        }, null);
      for (let index = 0; index < menuEntries.length; index += 1) {
        await page.press('Tab');
        assert.equal(await linkFocused(), index, `Tab ${index + 1} focuses ${menuEntries[index]} (on ${await focused(page)})`);
      }
      if (menuEntries.length > 1) {
        await page.press('Shift+Tab');
        assert.equal(await linkFocused(), menuEntries.length - 2, 'Shift+Tab goes back one entry');
      }
      await page.press('Escape');
      await eventually(async () => assert.deepEqual(await menuState(page), { expanded: 'false', entries: null, listWidth: 0, inside: false }));
      assert.equal(await focused(page), 'button: Menu', 'Escape gives focus back to the menu button');

      // Blog by pointer: this tab goes to /blog and the menu closes; Back returns home
      await press(page, MENU, size);
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      await press(page, { css: 'header ul a', text: 'Blog' }, size);
      await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
      assert.equal(await pathOf(page), '/blog');
      assert.equal((await menuState(page)).expanded, 'false', 'picking an entry closes the menu');
      await page.back();
      await waitForElement(page, HOME);
      assert.equal(await pathOf(page), '/');

      // Blog by keyboard
      await focus(page, MENU);
      await page.press('Enter');
      await eventually(async () => assert.equal((await menuState(page)).expanded, 'true'));
      await focus(page, { css: 'header ul a', text: 'Blog' });
      await page.press('Enter');
      await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
      assert.equal((await menuState(page)).expanded, 'false', 'picking an entry by keyboard closes the menu');
    },
  },
  {
    name: 'theme: starts dark; the toggle switches to light and back, by pointer and by keyboard (Space, Enter); the choice holds on every route and survives reloads from the first frame',
    async run({ page, size }) {
      await open(page, '/');
      const dark = await settledTheme(page);
      assert.deepEqual([dark.theme, dark.title, dark.label], ['dark', 'Switch to Light Mode', 'Switch to Light Mode']);
      assert.ok(dark.text > dark.page, 'light text on the dark theme');

      await press(page, THEME_TOGGLE, size);
      await eventually(async () => assert.equal((await themeState(page)).theme, 'light'));
      const light = await settledTheme(page);
      assert.deepEqual([light.saved, light.title, light.label], ['light', 'Switch to Dark Mode', 'Switch to Dark Mode']);
      assert.ok(light.text < light.page, 'dark text on the light theme');
      if (light.card !== null) assert.notEqual(light.card, dark.card, 'cards change colour with the theme');

      await reload(page);
      assert.equal((await firstFrame(page, '/'))?.theme, 'light', 'the reloaded page is light from its first frame (no dark flash)');
      const reloaded = await settledTheme(page);
      assert.deepEqual(
        [reloaded.theme, reloaded.title, reloaded.text, reloaded.page, reloaded.card],
        ['light', 'Switch to Dark Mode', light.text, light.page, light.card],
        'the reloaded page has the light colours',
      );

      // the same theme on another route, from its first frame
      await open(page, '/blog/some-post');
      assert.equal((await firstFrame(page, '/blog/some-post'))?.theme, 'light', 'another route is light from its first frame');
      // the toggle's title follows once the app has read the theme from the document (after hydration)
      await eventually(async () => {
        const state = await themeState(page);
        assert.deepEqual([state.theme, state.title], ['light', 'Switch to Dark Mode']);
      });

      // the keyboard: Space, then Enter
      await focus(page, THEME_TOGGLE);
      await page.press('Space');
      await eventually(async () => assert.equal((await themeState(page)).theme, 'dark'));
      const spaced = await themeState(page);
      assert.deepEqual([spaced.saved, spaced.title, spaced.focused], ['dark', 'Switch to Light Mode', true], 'Space switches to dark and keeps focus on the toggle');
      await reload(page);
      assert.equal((await firstFrame(page, '/blog/some-post'))?.theme, 'dark');
      assert.equal((await themeState(page)).theme, 'dark');
      await focus(page, THEME_TOGGLE);
      await page.press('Enter');
      await eventually(async () => assert.equal((await themeState(page)).title, 'Switch to Dark Mode'));
      await reload(page);
      assert.equal((await firstFrame(page, '/blog/some-post'))?.theme, 'light');
      assert.equal((await themeState(page)).theme, 'light');
    },
  },
  {
    name: "card dialogs: each section's card opens its labelled modal dialog over the window, at its size and centred, the page behind inert; a press inside leaves it open; ×, a press on the overlay (pressing nothing beneath) and Escape close it; focus returns to the card",
    async run(context) {
      const { page, size } = context;
      const sections = sectionsOrSkip(context);
      await open(page, '/');
      // every section at least once, and each way of closing at least once
      const closers = ['×', 'overlay', 'Escape'] as const;
      for (let step = 0; step < Math.max(closers.length, sections.length); step += 1) {
        const section = sections[step % sections.length]!;
        const closer = closers[step % closers.length]!;
        const card = cardButton(section.id);
        const before = await cardState(page, card);
        assert.equal(before.count, section.entries.length, `${section.id}: one card per entry`);
        assert.deepEqual([before.popup, before.expanded, before.title], ['dialog', 'false', normalise(section.entries[0]!.title)], `${section.id}: its first card`);

        await openCard(page, size, section, card);
        assert.equal((await cardState(page, card)).expanded, 'true', 'the card says its dialog is open');
        // measured once the dialog's entry animation (a slight scale-up, not always a CSS animation) has finished
        await eventually(async () => assertDialogShows(await dialogContent(page), section.modalHeading, section.entries[0]!));
        assert.equal((await dialogState(page)).overflow, 'hidden', 'the page is locked while the dialog is open');
        const behindTakesFocus = await page.evaluate(() => {
          const menu = document.querySelector<HTMLElement>('header button[aria-label="Menu"]')!;
          const had = document.activeElement as HTMLElement | null;
          menu.focus();
          const took = document.activeElement === menu;
          had?.focus();
          return took;
        }, null);
        assert.equal(behindTakesFocus, false, 'the page behind the dialog is inert: its menu button takes no focus, even from script');
        const beforeInside = await watchPress(page);
        await press(page, { css: `${DIALOG} h3` }, size);
        const inside = await pressOutcome(page, beforeInside);
        assert.deepEqual(inside.history, [], 'a press inside the dialog makes no history call (a step back is how the dialog closes)');
        assert.deepEqual(inside.closed, [], 'a press inside the dialog does not close it');
        const stillOpen = await dialogState(page);
        assert.deepEqual([stillOpen.open, stillOpen.modal], [true, true], 'a press inside the dialog leaves it open');
        assert.equal((await cardState(page, card)).expanded, 'true', 'the card still says its dialog is open');

        let beforeOverlay: Openings | undefined;
        if (closer === '×') await press(page, { css: `${DIALOG} button[aria-label="Close"]` }, size);
        else if (closer === 'Escape') await page.press('Escape');
        else {
          // the menu button lies under the overlay: pressing there closes the dialog, and the menu stays shut
          const point = await page.evaluate(() => {
            const rect = document.querySelector('header button[aria-label="Menu"]')!.getBoundingClientRect();
            return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
          }, null);
          assert.ok(await overlayAt(page, point), 'the overlay lies over the menu button');
          beforeOverlay = await watchPress(page);
          await pressAt(page, point.x, point.y, size);
        }
        await waitForNoElement(page, DIALOG);
        const after = await cardState(page, card);
        assert.equal(after.expanded, 'false', `${section.id}: closed by ${closer}`);
        assert.equal(after.overflow, 'visible', 'the page is unlocked again');
        if (beforeOverlay) {
          // the press has been released (a click that leaked through would have come with the release)
          const outcome = await pressOutcome(page, beforeOverlay);
          assert.deepEqual(outcome.opened, [], 'the press on the overlay opened nothing: it did not reach the menu button (its menu never began to open)');
          assert.equal((await menuState(page)).expanded, 'false', 'the menu is shut');
        }
        await eventually(async () => assert.ok((await cardState(page, card)).focused, `focus returns to the card after ${closer} (on ${await focused(page)})`));
      }
    },
  },
  {
    name: 'card dialogs by keyboard: Enter and Space open a card, focus starts on its ×, Escape and × close it, focus returns to the card; Tab and Shift+Tab never reach the page behind it',
    async run(context) {
      const { page } = context;
      const sections = sectionsOrSkip(context);
      await open(page, '/');
      const openWith = async (key: Key, section: (typeof sections)[number], card: Target) => {
        await page.press(key);
        await eventually(async () => {
          const state = await dialogState(page);
          assert.deepEqual([state.open, state.label, (await cardState(page, card)).expanded], [true, section.modalHeading, 'true'], `${section.id}: ${key} opens its dialog`);
          assert.equal(await focused(page), 'button: Close', 'focus starts on the dialog’s ×');
        });
      };
      const closedWith = async (how: string, card: Target) => {
        await waitForNoElement(page, DIALOG);
        await eventually(async () => assert.deepEqual([(await cardState(page, card)).focused, (await cardState(page, card)).expanded], [true, 'false'], `${how} closes it, focus back on the card`));
      };
      for (const section of sections) {
        const card = cardButton(section.id, section.entries.length - 1);
        await focus(page, card);
        await openWith('Enter', section, card);
        await page.press('Enter'); // on the focused ×
        await closedWith('the ×', card);
        await openWith('Space', section, card);
        await page.press('Escape');
        await closedWith('Escape', card);
      }

      // past both ends of the dialog and back: a modal dialog lets focus go on to the browser's own
      // controls (the platform's behaviour, not a trap), never to the page behind it. Last, because
      // Firefox's driver never gives the window its focus back from there, and a button in a window
      // without focus takes no Space or Enter.
      const section = sections[0]!;
      const card = cardButton(section.id, section.entries.length - 1);
      await focus(page, card);
      await openWith('Enter', section, card);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'] as const) {
        await page.press(key);
        assert.ok(!(await dialogState(page)).focusBehind, `focus does not reach the page behind the dialog after ${key} (on ${await focused(page)})`);
      }
      // tabbing on brings focus back into the dialog
      for (let tabs = 0; tabs < 4 && !(await dialogState(page)).focusInside; tabs += 1) await page.press('Tab');
      assert.ok((await dialogState(page)).focusInside, `Tab comes back into the dialog (on ${await focused(page)})`);
      await page.press('Escape');
      await closedWith('Escape', card);
    },
  },
  {
    name: 'card dialogs: the page does not scroll under an open dialog (wheel over the overlay or the dialog, End) nor shift its layout, and scrolls again once it closes',
    async run(context) {
      const { page, size } = context;
      const sections = sectionsOrSkip(context);
      const section = sections[Math.min(1, sections.length - 1)]!;
      await open(page, '/');
      const card = cardButton(section.id);
      const scrollY = () => page.evaluate(() => window.scrollY, null);
      const toCard = async () => {
        await page.evaluate(({ css }) => document.querySelector(css)?.scrollIntoView({ block: 'center' }), card);
        await focus(page, card);
        await settle(page);
      };
      // which inputs can scroll this page from a focused card, so that each check below can fail
      // (an input this driver cannot scroll the page with is reported, not checked)
      const middle = { x: size.width / 2, y: size.height / 2 };
      const inputs = { wheel: () => page.wheel(middle.x, middle.y, 600), End: () => page.press('End') };
      const working: (keyof typeof inputs)[] = [];
      for (const name of ['wheel', 'End'] as const) {
        if (name === 'wheel' && !page.wheelScrolls) {
          context.note("the driver's wheel turns do not scroll reliably: the wheel is not checked");
          continue;
        }
        await toCard();
        const start = await scrollY();
        await watchScrolling(page);
        await inputs[name]();
        const moved = (await scrolledAfter(page, name === 'wheel' ? { wheels: 1, keys: [] } : { wheels: 0, keys: ['End'] }, start)) && (await scrollY()) > start;
        if (moved) working.push(name);
        else context.note(`${name} does not scroll the page from a focused card: not checked`);
        // a smooth scroll (End's) still under way would carry on past the next scrollIntoView
        await scrollStopped(page);
      }
      if (page.wheelScrolls) assert.ok(working.includes('wheel'), 'a wheel turn scrolls the page');
      if (working.length === 0) context.note("no input of this driver scrolls the page: the lock is checked by the body's overflow alone");

      await toCard();
      const headingBox = () =>
        page.evaluate((id: string) => {
          const box = document.getElementById(`${id}-heading`)!.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height];
        }, section.id);
      const before = await scrollY();
      const heading = await headingBox();
      assert.equal((await cardState(page, card)).overflow, 'visible');

      await openCard(page, size, section, card);
      await settle(page);
      const locked = await dialogState(page);
      assert.equal(locked.overflow, 'hidden', 'the page is locked while the dialog is open');
      assert.equal(locked.scrollY, before, 'opening the dialog does not scroll the page');
      assert.deepEqual(await headingBox(), heading, 'no layout shift when the scrollbar goes');

      const corner = { x: 6, y: size.height - 6 };
      assert.ok(await overlayAt(page, corner), 'the overlay lies at the bottom-left corner');
      await watchScrolling(page);
      if (working.includes('wheel')) {
        await page.wheel(corner.x, corner.y, 600);
        const panel = await page.evaluate(() => {
          const box = document.querySelector('dialog')!.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }, null);
        await page.wheel(panel.x, panel.y, 600);
      }
      if (working.includes('End')) await page.press('End');
      // the page has received the inputs, and drawn the frames in which a scroll they started would show
      const scrolledUnder = await scrolledAfter(page, { wheels: working.includes('wheel') ? 2 : 0, keys: working.includes('End') ? ['End'] : [] }, before);
      assert.equal(scrolledUnder, false, `no ${working.join(' or ')} scrolls the page under the dialog (a wheel turn over the overlay and over the dialog): no scroll event, over ${SCROLL_FRAMES} frames of the page`);
      assert.equal(await scrollY(), before, 'the page stays where it was');

      await page.press('Escape');
      await waitForNoElement(page, DIALOG);
      const unlocked = await dialogState(page);
      assert.deepEqual([unlocked.overflow, unlocked.scrollY], ['visible', before], 'unlocked, where it was');
      // unlocked, the same input scrolls the page again
      if (working[0]) {
        await eventually(async () => assert.ok((await cardState(page, card)).focused, 'focus back on the card'));
        await inputs[working[0]]();
        await eventually(async () => assert.ok((await scrollY()) > before, `${working[0]} scrolls the unlocked page`));
      }
    },
  },
  {
    name: "blog: /blog shows the placeholder and the owner's topics and leads home (Back and Forward too); a post names its slug as text, survives a reload of its deep link and leads back to /blog",
    async run({ page, size }) {
      await open(page, '/blog');
      const blog = await page.evaluate(() => {
        const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return {
          h1: text(document.querySelector('main h1')),
          h2: Array.from(document.querySelectorAll('main h2'), text),
          h3: Array.from(document.querySelectorAll('main h3'), text),
          body: text(document.querySelector('main')),
        };
      }, null);
      assert.equal(blog.h1, 'Tech Blog');
      assert.ok(blog.h2.includes('Coming Soon'), `a "Coming Soon" heading (${blog.h2.join(', ')})`);
      assert.ok(blog.body.includes(blogTexts.comingSoon), 'the placeholder says what the owner wrote');
      assert.deepEqual(blog.h3, blogTexts.topics.map(({ title }) => title));
      await press(page, { css: 'main a', text: 'Back to Home' }, size);
      await waitForElement(page, HOME);
      assert.equal(await pathOf(page), '/');
      await page.back();
      await waitForElement(page, { css: 'main h1', text: 'Tech Blog' });
      await page.forward();
      await waitForElement(page, HOME);
      assert.equal(await pathOf(page), '/');

      await open(page, '/blog/some-post');
      const sentence = postPlaceholder('some-post');
      await waitForElement(page, { css: 'main p', text: sentence });
      assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');
      // a deep link reloaded in place is answered by the server (an HTTP error would fail the test) and renders the same post
      await reload(page);
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return { type: entry?.type, path: location.pathname };
      }, null);
      assert.deepEqual(navigation, { type: 'reload', path: '/blog/some-post' }, 'the deep link was reloaded from the server');
      await waitForElement(page, { css: 'main p', text: sentence });
      assert.equal(await textOf(page, 'main h1'), 'Blog Post Coming Soon');

      // a slug is text, whatever it holds
      await open(page, '/blog/%3Cb%3Ebold%3C%2Fb%3E');
      await waitForElement(page, { css: 'main p', text: postPlaceholder('<b>bold</b>') });
      assert.equal(await page.evaluate(() => document.querySelectorAll('main b').length, null), 0, 'no markup from the slug');

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
      await waitForElement(page, HOME);
      assert.equal(await pathOf(page), '/');
    },
  },
  {
    name: 'particle field: draws and animates with the right renderer, thread and count (as a visitor, and with each renderer asked for)',
    async run(context) {
      const { page } = context;
      for (const { query, asked } of FIELDS) {
        const settled = await openField(context, query, asked);
        const state = await countedField(page);
        assert.equal(state.webglCanvases, state.renderer === 'webgl' ? 1 : 0, 'a WebGL canvas only when WebGL draws');
        assertDrawnAndMoving(await lookAtField(page), Number(state.particles));
        context.note(`${query || '(no query)'}: ${settled}, ${state.particles} particles`);
      }
    },
  },
  {
    name: 'particle field: a resize rebuilds it for the new window, 150 ms after the last resize event (a desktop window made smaller; a phone turned sideways)',
    async run(context) {
      const { page, size } = context;
      await forEachField(context, async (query) => {
        const before = await countedField(page);
        const builds = await rebuilds(page);
        // record every resize event and every change of data-particles, with their times, through a
        // storm of resize events (one every 40 ms for 1.2 s) during which the window really resizes
        await page.evaluate(() => {
          const log = {
            resizes: [] as number[],
            changes: [] as { at: number; count: string | null }[],
            stormDone: false,
            // the field's rebuild count as the last resize event arrived (the rebuild that event asks for comes 150 ms later)
            atLastResize: null as { resizes: number; rebuilds: number } | null,
          };
          (window as unknown as { __resizeLog: typeof log }).__resizeLog = log;
          const read = (window as unknown as { __readParticles: () => Promise<{ rebuilds: number }> }).__readParticles;
          window.addEventListener('resize', () => {
            log.resizes.push(performance.now());
            const resizes = log.resizes.length;
            // after the field's own listener: a worker answers after the messages the page sent it before
            void read().then(({ rebuilds }) => {
              if (resizes === log.resizes.length) log.atLastResize = { resizes, rebuilds };
            });
          });
          const layer = document.querySelector('.particle-layer')!;
          new MutationObserver(() => log.changes.push({ at: performance.now(), count: layer.getAttribute('data-particles') })).observe(layer, {
            attributes: true,
            attributeFilter: ['data-particles'],
          });
          const started = performance.now();
          const storm = window.setInterval(() => {
            window.dispatchEvent(new Event('resize'));
            if (performance.now() - started > 1200) {
              window.clearInterval(storm);
              log.stormDone = true;
            }
          }, 40);
        }, null);
        const steps = size.phone ? [{ width: size.height, height: size.width }] : [{ width: 1000, height: 700 }, { width: 760, height: 600 }];
        for (const step of steps) await page.setViewport(step.width, step.height);
        const next = steps.at(-1)!;
        await waitFor(page, () => (window as unknown as { __resizeLog: { stormDone: boolean } }).__resizeLog.stormDone, null, { message: 'the resize storm to end' });
        await eventually(async () => {
          const after = await fieldState(page);
          assert.deepEqual([after.width, after.height], [next.width, next.height], 'the window has its new size');
          assert.equal(after.particles, expectedCount(after.width, after.height), `data-particles for a ${after.width}x${after.height} window`);
        });
        // the field has rebuilt since the last resize event: no rebuild is still to come
        await waitFor(
          page,
          async () => {
            const log = (window as unknown as { __resizeLog: { resizes: number[]; stormDone: boolean; atLastResize: { resizes: number; rebuilds: number } | null } }).__resizeLog;
            const last = log.atLastResize;
            if (!log.stormDone || !last || last.resizes !== log.resizes.length) return false;
            const { rebuilds } = await (window as unknown as { __readParticles: () => Promise<{ rebuilds: number }> }).__readParticles();
            return last.resizes === log.resizes.length && rebuilds > last.rebuilds;
          },
          null,
          { message: 'the field to rebuild after the last resize event' },
        );
        const log = await page.evaluate(() => (window as unknown as { __resizeLog: { resizes: number[]; changes: { at: number; count: string | null }[] } }).__resizeLog, null);
        // the rule: no rebuild within 150 ms of a resize event, and no more rebuilds than quiet spells
        for (const change of log.changes) {
          const lastResize = Math.max(...log.resizes.filter((at) => at <= change.at));
          assert.ok(change.at - lastResize >= 149, `a rebuild ${Math.round(change.at - lastResize)} ms after the last resize event`);
        }
        const quietSpells = log.resizes.slice(1).filter((at, index) => at - log.resizes[index]! >= 149).length + 1;
        assert.ok(log.changes.length <= quietSpells, `${log.changes.length} rebuilds for ${quietSpells} quiet spells`);
        const after = await fieldState(page);
        const rebuilt = (await rebuilds(page)) - builds;
        assert.ok(rebuilt >= 1 && rebuilt <= quietSpells, `${rebuilt} rebuilds for ${quietSpells} quiet spells`);
        if (after.particles !== before.particles) {
          assert.ok(log.changes.length >= 1, 'data-particles changed');
          assert.equal(log.changes.at(-1)?.count, after.particles, 'the last change is the new count');
        }
        // the canvas follows the layer, at the pixel ratio capped at 2 (a worker's canvas takes its size when it has drawn)
        const ratio = Math.min(after.pixelRatio, 2);
        await eventually(async () => assert.deepEqual((await fieldState(page)).canvas, [Math.round(after.layer[0]! * ratio), Math.round(after.layer[1]! * ratio)], 'the canvas has the layer’s size in device pixels'));
        assertDrawnAndMoving(await lookAtField(page), Number(after.particles));
        await page.setViewport(size.width, size.height);
        await eventually(async () => assert.equal((await fieldState(page)).particles, before.particles, `${query}: the count for the window restored`));
      });
    },
  },
  {
    name: 'particle field: with prefers-reduced-motion it draws one still frame',
    reducedMotion: true,
    async run(context) {
      const { page } = context;
      await forEachField(context, async (query) => {
        assert.ok(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches, null), 'the browser reports prefers-reduced-motion: reduce');
        // the still frame is drawn: the field says its loop does not run, it has drawn, and it draws
        // nothing more over 30 frames of the page (a still frame asked for lands in the next one)
        const frames = await waitFor(
          page,
          async (span: number) => {
            const read = (window as unknown as { __readParticles: () => Promise<{ frames: number; animating: boolean }> }).__readParticles;
            const before = await read();
            if (before.animating || before.frames === 0) return 0;
            for (let frame = 0; frame < span; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
            const after = await read();
            return !after.animating && after.frames === before.frames ? after.frames : 0;
          },
          30,
          { timeout: 30_000, message: `${query}: the field to stand still (its loop stopped, a frame drawn, none more over 30 frames of the page)` },
        );
        const pixels = await lookAtField(page, { moving: false });
        const count = Number((await fieldState(page)).particles);
        assert.ok(pixels.drawn.changed > count * 2 * pixels.scale * pixels.scale, `${query}: a still frame is drawn: ${pixels.drawn.changed} pixels`);
        assert.equal(pixels.moved.changed, 0, `${query}: nothing moves over ${STILL_PAGE_FRAMES} frames of the page`);
        const drawn = await framesDrawn(page);
        assert.equal(drawn?.frames, frames, 'no frame drawn meanwhile');
        assert.equal(drawn?.steps, 0, 'the simulation never stepped');
      });
    },
  },
  {
    name: 'particle field: stops drawing while the tab is hidden and resumes when it is shown',
    async run(context) {
      const { page } = context;
      const tab = page.tabVisibility;
      if (!tab) return context.skip(`${page.engine}'s driver cannot hide a tab`);
      context.note(`hidden tab: ${tab.how}`);
      await forEachField(context, async (query) => {
        await waitFor(page, async () => ((await (window as unknown as { __readParticles?: () => Promise<{ frames: number }> }).__readParticles?.())?.frames ?? 0) > 5, null, {
          timeout: 15_000,
          message: 'the field to draw frames',
        });
        await tab.hide();
        // the field has taken the hidden page in: its loop has stopped (its own counters say so; a
        // worker answers after the page's message that it is hidden), so no frame it asked for can still land
        const hidden = await waitFor(
          page,
          async () => {
            if (document.visibilityState !== 'hidden') return null;
            const stats = await (window as unknown as { __readParticles: () => Promise<{ frames: number; steps: number; animating: boolean; targetFps: number }> }).__readParticles();
            return !stats.animating && stats.targetFps === 0 ? { frames: stats.frames, steps: stats.steps } : null;
          },
          null,
          { message: 'the page to be hidden and the field to stop its loop (animating false, 0 fps, in its counters)' },
        );
        // where the page still runs its frames while hidden (a simulated hiding), a field that drew on
        // would draw a frame every 4 of these
        if (tab.framesRun) await pageFrames(page, 30);
        // what the field has drawn when the page is shown again, read as the page hears of it, before
        // the field does (the window's capturing listener runs before the app's, on the document)
        await page.evaluate(() => {
          const w = window as unknown as { __enginesShown?: { frames: number; steps: number } | null; __readParticles: () => Promise<{ frames: number; steps: number }> };
          w.__enginesShown = null;
          const onShow = () => {
            if (document.visibilityState !== 'visible') return;
            window.removeEventListener('visibilitychange', onShow, true);
            void w.__readParticles().then(({ frames, steps }) => (w.__enginesShown = { frames, steps }));
          };
          window.addEventListener('visibilitychange', onShow, true);
        }, null);
        await tab.show();
        const atShow = await waitFor(page, () => (window as unknown as { __enginesShown: { frames: number; steps: number } | null }).__enginesShown, null, {
          message: "the field's counters as the page was shown again",
        });
        assert.deepEqual(atShow, hidden, `${query}: no frame drawn and no step taken while hidden`);
        await eventually(async () => assert.ok((await framesDrawn(page))!.frames > hidden.frames + 5, 'drawing resumes'));
        await waitForField(page);
      });
    },
  },
];

