import { strict as assert } from 'node:assert';
import { PageProcessCrashed, type BrowserPage, type PageFunction, type Size } from './browser';
import { PNG } from 'pngjs';

/**
 * What the shared tests do to a page, built once on the few operations every browser's driver has
 * (browser.ts): waiting, finding and pressing elements the way a visitor does, and looking at pixels.
 */

/** What the probe (probe.js) kept of each document's first frame. */
export interface FrameRecord {
  path: string;
  theme: string | null;
  sheets: { href: string; rules: number }[];
  body: { margin: string; font: string } | null;
}

/** What the in-page probe saw since the tab opened: problems, and every document's first frame. */
export const readProbe = (page: BrowserPage) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __browsersProbe?: { read(): { problems: string[]; frames: unknown[] } } })
      .__browsersProbe;
    return probe ? probe.read() : null;
  }, null) as Promise<{ problems: string[]; frames: FrameRecord[] } | null>;

/** The probe's record of the last first frame of a document at `path`. */
export const firstFrame = async (page: BrowserPage, path: string) =>
  (await readProbe(page))?.frames.filter((record) => record.path === path).at(-1);

/**
 * The pause between two polls of a condition (below): how often a state is asked for, never what a
 * test waits for. Not exported: a behaviour waits for a state of the page (`waitFor`, `eventually`,
 * `pageFrames`), not for time to pass.
 */
const pollGap = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a wait goes on before it calls the page hung: a bound, never a wait (every wait ends as its
 * state comes). A minute, far above what a loaded machine makes of a state that does come: with a second
 * suite beside this one, WebKit took over 10 s to fetch and run the search's chunk once, and a test that
 * fails because the machine is slow tells nobody anything.
 */
const HUNG = 60_000;

/**
 * Polls `fn(arg)` in the page until it returns a truthy value, and returns that value; after
 * `timeout` ms (a generous bound, not a wait) fails naming `message`, the state waited for.
 */
export async function waitFor<A, R>(
  page: BrowserPage,
  fn: PageFunction<A, R>,
  arg: A,
  { timeout = HUNG, message = 'condition' }: { timeout?: number; message?: string } = {},
): Promise<NonNullable<R>> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg);
      if (value) return value as NonNullable<R>;
      last = value;
    } catch (error) {
      if (error instanceof PageProcessCrashed) throw error; // no later poll can succeed
      last = error; // the page may be between documents
    }
    if (Date.now() > end)
      throw new assert.AssertionError({
        message: `timed out after ${timeout} ms waiting for ${message} (last: ${String(last)})`,
      });
    await pollGap(100);
  }
}

/** Polls a Node-side check (for values read from the page) until it stops throwing. */
export async function eventually(
  check: () => Promise<void>,
  { timeout = HUNG }: { timeout?: number } = {},
): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (error instanceof PageProcessCrashed || Date.now() > end) throw error;
      await pollGap(150);
    }
  }
}

/**
 * Waits until the page has run `count` more animation frames (requestAnimationFrame callbacks in
 * the page): a span measured in the page's own frames, which slow down with the machine as the
 * field's frames do, unlike wall-clock time. For "nothing happened meanwhile" checks, where the
 * field (at most 15 frames a second, 60 Hz displays) would have drawn a frame every 4 of these.
 */
export async function pageFrames(page: BrowserPage, count: number): Promise<void> {
  await page.evaluate(
    (frames: number) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** An element: the `index`th match of `css` (optionally only those whose normalised text is `text`). */
export interface Target {
  css: string;
  text?: string;
  index?: number;
}

const describeTarget = (target: Target) =>
  `${target.css}${target.text === undefined ? '' : ` "${target.text}"`}${target.index ? ` #${target.index}` : ''}`;

interface Hit {
  x: number;
  y: number;
  ok: boolean;
  why: string;
}

/**
 * Where a visitor would press the element: scrolled into view if it is not, visible, not moving
 * between two frames, and the topmost element at its centre (so nothing covers it).
 */
async function pressPoint(page: BrowserPage, target: Target): Promise<{ x: number; y: number }> {
  let hit: Hit | null = null;
  await eventually(
    async () => {
      hit = await page.evaluate(async ({ css, text, index }: Target): Promise<Hit> => {
        const normalise = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
        const matches = Array.from(document.querySelectorAll<HTMLElement>(css)).filter(
          (element) => text === undefined || normalise(element.textContent) === text,
        );
        const element = matches[index ?? 0];
        if (!element) return { x: 0, y: 0, ok: false, why: `no element (${matches.length} matches)` };
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        let rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return { x: 0, y: 0, ok: false, why: 'not visible (empty box)' };
        if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth) {
          element.scrollIntoView({ block: 'center', inline: 'center' });
          await frame();
        }
        rect = element.getBoundingClientRect();
        await frame();
        await frame();
        const again = element.getBoundingClientRect();
        if (
          Math.abs(again.x - rect.x) > 0.5 ||
          Math.abs(again.y - rect.y) > 0.5 ||
          Math.abs(again.width - rect.width) > 0.5
        ) {
          return { x: 0, y: 0, ok: false, why: 'still moving' };
        }
        const x = again.left + again.width / 2;
        const y = again.top + again.height / 2;
        const top = document.elementFromPoint(x, y);
        if (!top || !(element === top || element.contains(top))) {
          return {
            x,
            y,
            ok: false,
            why: `covered by <${top?.tagName.toLowerCase()} class="${top?.getAttribute('class') ?? ''}">`,
          };
        }
        if (getComputedStyle(element).visibility === 'hidden') return { x, y, ok: false, why: 'visibility: hidden' };
        return { x, y, ok: true, why: '' };
      }, target);
      assert.ok(hit.ok, `cannot press ${describeTarget(target)}: ${hit.why}`);
    },
    { timeout: HUNG },
  );
  return hit!;
}

/** Presses an element as a visitor of this size does: a mouse click, or a tap on a phone. */
export async function press(page: BrowserPage, target: Target, size: Size): Promise<void> {
  const { x, y } = await pressPoint(page, target);
  if (size.phone) await page.tap(x, y);
  else await page.click(x, y);
}

/** Presses a point of the viewport (no element check), as a visitor of this size does. */
export async function pressAt(page: BrowserPage, x: number, y: number, size: Size): Promise<void> {
  if (size.phone) await page.tap(x, y);
  else await page.click(x, y);
}

/** Focuses an element from script (the keyboard tests then press keys on it). */
export async function focus(page: BrowserPage, target: Target): Promise<void> {
  const found = await page.evaluate(({ css, text, index }: Target) => {
    const normalise = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
    const element = Array.from(document.querySelectorAll<HTMLElement>(css)).filter(
      (candidate) => text === undefined || normalise(candidate.textContent) === text,
    )[index ?? 0];
    element?.focus();
    return !!element && document.activeElement === element;
  }, target);
  assert.ok(found, `cannot focus ${describeTarget(target)}`);
}

/** Waits for the document to show `css` (with `text`, if given). */
export async function waitForElement(page: BrowserPage, target: Target, timeout = HUNG): Promise<void> {
  await waitFor(
    page,
    ({ css, text }: Target) => {
      const normalise = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
      return Array.from(document.querySelectorAll(css)).some(
        (element) => text === undefined || normalise(element.textContent) === text,
      );
    },
    target,
    { timeout, message: describeTarget(target) },
  );
}

/** Waits until no element matches `css`. */
export async function waitForNoElement(page: BrowserPage, css: string, timeout = HUNG): Promise<void> {
  await waitFor(page, (selector: string) => document.querySelector(selector) === null, css, {
    timeout,
    message: `no ${css}`,
  });
}

export const textOf = (page: BrowserPage, css: string) =>
  page.evaluate(
    (selector: string) => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    css,
  );

export const pathOf = (page: BrowserPage) => page.evaluate(() => location.pathname, null);

/** A short description of the focused element (tag and accessible text). */
export const focused = (page: BrowserPage) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)}`;
  }, null);

/** Opens a path and waits until the app has started: the particle layer says which renderer draws. */
/** The home page's intro heading: there whatever the owner's content. */
export const HOME: Target = { css: 'main h1#intro-heading' };

export async function open(page: BrowserPage, path: string): Promise<void> {
  await page.goto(path);
  await waitForField(page, path);
}

export async function reload(page: BrowserPage): Promise<void> {
  await page.reload();
  await waitForField(page);
}

/** The field starts after the page has loaded and painted (the app is hydrated by then). */
export async function waitForField(page: BrowserPage, path = ''): Promise<string> {
  try {
    return await waitFor(
      page,
      () => document.querySelector('.particle-layer')?.getAttribute('data-renderer') ?? '',
      null,
      {
        message: `the particle field to start on ${path || 'the page'} (data-renderer on .particle-layer)`,
      },
    );
  } catch (error) {
    // for the failure message only: whether the page still runs animation frames (bounded, so a
    // page that runs none is reported instead of holding the report)
    const state = await page
      .evaluate(
        () =>
          new Promise<string>((resolve) => {
            const base = `${location.pathname}: readyState ${document.readyState}, visibilityState ${document.visibilityState}`;
            const timer = setTimeout(() => resolve(`${base}, no animation frame in 1 s`), 1000);
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve(`${base}, animation frames run`);
            });
          }),
        null,
      )
      .catch((reason: unknown) => `unreadable: ${String(reason)}`);
    if (error instanceof Error) error.message += ` [${state}]`;
    throw error;
  }
}

/** Waits until every finite animation (intro, menu, modal transitions) has finished. */
export async function settle(page: BrowserPage): Promise<void> {
  await waitFor(
    page,
    async () => {
      // a transition a style change has just asked for starts at the next frame (WebKit lists it only then)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.getAnimations().every((animation) => {
        const iterations = animation.effect?.getTiming().iterations;
        return iterations === Infinity || animation.playState !== 'running';
      });
    },
    null,
    { message: 'animations to finish' },
  );
}

// ---- pixels -------------------------------------------------------------------------------------

/**
 * Shows only the particle layer (`field`), only the page's background (`background`), or the page
 * as it is (`restore`). Inline styles set through the CSSOM, which the site's CSP allows (an
 * injected <style> would be a violation).
 */
async function showOnly(page: BrowserPage, mode: 'field' | 'background' | 'restore'): Promise<void> {
  await page.evaluate(async (how: string) => {
    const layer = document.querySelector<HTMLElement>('.particle-layer');
    if (!layer) throw new Error('no particle layer');
    const mark = 'data-browsers-hidden';
    if (how === 'restore') {
      for (const element of document.querySelectorAll<HTMLElement>(`[${mark}]`)) {
        element.style.removeProperty('visibility');
        element.removeAttribute(mark);
      }
      layer.style.removeProperty('visibility');
      layer.style.removeProperty('opacity');
    } else {
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (layer.contains(element) || element.hasAttribute(mark)) continue;
        element.style.setProperty('visibility', 'hidden', 'important');
        element.setAttribute(mark, '');
      }
      layer.style.setProperty('visibility', 'visible', 'important');
      // opacity, not visibility: the renderers set `visibility: visible` on their active canvas, which a hidden layer
      // cannot override
      layer.style.setProperty('opacity', how === 'field' ? '1' : '0', 'important');
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, mode);
}

/** An RGBA image: 4 bytes per pixel, rows top to bottom. */
interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

interface Diff {
  /** Pixels whose colour differs by more than 24 (|ΔR| + |ΔG| + |ΔB|). */
  changed: number;
  /** Mean luminance of those pixels in `b` minus in `a` (positive: `b` is lighter there). */
  lighter: number;
}

/** Pixels that differ between two screenshots, leaving out the `ignoreRight` rightmost columns. */
function diffPixels(a: Pixels, b: Pixels, ignoreRight = 0): Diff {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`screenshots differ in size: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  let changed = 0;
  let lumSum = 0;
  const pa = a.data;
  const pb = b.data;
  const columns = a.width - ignoreRight;
  for (let i = 0; i < pa.length; i += 4) {
    if ((i >> 2) % a.width >= columns) continue;
    const d = Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!);
    if (d > 24) {
      changed += 1;
      lumSum += 0.2126 * (pb[i]! - pa[i]!) + 0.7152 * (pb[i + 1]! - pa[i + 1]!) + 0.0722 * (pb[i + 2]! - pa[i + 2]!);
    }
  }
  return { changed, lighter: changed ? lumSum / changed : 0 };
}

/**
 * A screenshot of a still page: WebKitGTK's screenshot can show the frame before the last style
 * change (the whole page after it was hidden), so shots are taken until two agree.
 */
async function settledShot(page: BrowserPage): Promise<Pixels> {
  let previous = await shot(page);
  for (let tries = 0; tries < 10; tries += 1) {
    const next = await shot(page);
    if (diffPixels(previous, next).changed === 0) return next;
    previous = next;
  }
  throw new Error('the page did not settle for a screenshot');
}

/** A screenshot, decoded to RGBA whatever colour type and bit depth the browser wrote. */
async function shot(page: BrowserPage): Promise<Pixels> {
  const { width, height, data } = PNG.sync.read(await page.screenshot());
  return { width, height, data };
}

export interface FieldPixels {
  /** The field against the bare background. */
  drawn: Diff;
  /**
   * Two pictures of the field: of a moving field, MOTION_FRAMES of its frames apart; of a still one,
   * STILL_PAGE_FRAMES animation frames of the page apart.
   */
  moved: Diff;
  /** Device pixels per CSS pixel of the screenshots. */
  scale: number;
}

/**
 * The frames a moving field draws between the two pictures: at its cap of 15 a second, about 0.8 s
 * of motion, more when its frames come late (each steps the simulation by the time since the last,
 * up to 250 ms).
 */
const MOTION_FRAMES = 12;
/** Page frames between the two pictures of a still field: a moving one would have drawn about 15 meanwhile. */
export const STILL_PAGE_FRAMES = 60;

/** The frames the field has drawn (its own counter, wherever it runs). */
export const framesDrawn = (page: BrowserPage) =>
  page.evaluate(async () => {
    const read = (window as unknown as { __readParticles?: () => Promise<{ frames: number; steps: number }> })
      .__readParticles;
    return read ? read() : null;
  }, null);

/** Waits until the field's own counter says it has drawn `frames` frames in all. */
async function waitForFramesDrawn(page: BrowserPage, frames: number, message: string): Promise<void> {
  await waitFor(
    page,
    async (goal: number) => {
      const read = (window as unknown as { __readParticles?: () => Promise<{ frames: number }> }).__readParticles;
      return ((await read?.())?.frames ?? 0) >= goal;
    },
    frames,
    { message },
  );
}

/**
 * Looks at the field alone: what it adds to the background, and what changes between two pictures
 * of it. A moving field is looked at once it has drawn two more frames (after a rebuild, or on a busy
 * machine, its canvas may not have been drawn again yet), and pictured again once it has drawn
 * MOTION_FRAMES more than the first picture can show; a still one is pictured again after
 * STILL_PAGE_FRAMES frames of the page.
 */
export async function lookAtField(
  page: BrowserPage,
  { moving = true }: { moving?: boolean } = {},
): Promise<FieldPixels> {
  const width = await page.evaluate(() => innerWidth, null);
  if (moving) {
    const start = (await framesDrawn(page))?.frames ?? 0;
    await waitForFramesDrawn(page, start + 2, 'the field to draw 2 more frames');
  }
  await showOnly(page, 'background');
  const background = await settledShot(page);
  await showOnly(page, 'field');
  // a field that draws nothing stays equal to the background: the assertions, not this wait, report it
  let first = await shot(page);
  for (let tries = 0; tries < 5 && diffPixels(background, first).changed === 0; tries += 1) first = await shot(page);
  if (moving) {
    // read after the picture was taken: the picture shows this frame or an earlier one
    const shown = (await framesDrawn(page))?.frames ?? 0;
    await waitForFramesDrawn(
      page,
      shown + MOTION_FRAMES,
      `the field to draw ${MOTION_FRAMES} more frames after the first picture`,
    );
  } else {
    await pageFrames(page, STILL_PAGE_FRAMES);
  }
  const second = await shot(page);
  await showOnly(page, 'restore');
  // WebKitGTK's overlay scrollbar fades in and out at the right edge (seen at 390×844): not the field
  const scale = first.width / width;
  const edge = Math.ceil(16 * scale);
  return { drawn: diffPixels(background, first, edge), moved: diffPixels(first, second, edge), scale };
}
