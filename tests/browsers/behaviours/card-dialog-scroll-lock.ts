import { strict as assert } from 'node:assert';
import { eventually, focus, open, settle, waitFor, waitForNoElement } from '../actions';
import type { Behaviour } from '../behaviour';
import type { BrowserPage } from '../browser';
import { DIALOG, cardButton, dialogState, overlayAt, cardState, sectionsOrSkip, openCard } from './card-state';

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
const watchScrolling = (page: BrowserPage) =>
  page.evaluate(() => {
    const w = window as unknown as { __browsersScroll?: ScrollRecord; __browsersScrollWatched?: boolean };
    w.__browsersScroll = { wheels: 0, keys: [], scrolls: 0 };
    if (w.__browsersScrollWatched) return;
    w.__browsersScrollWatched = true;
    window.addEventListener('wheel', () => (w.__browsersScroll!.wheels += 1), { capture: true, passive: true });
    window.addEventListener('keydown', (event) => w.__browsersScroll!.keys.push(event.key), true);
    document.addEventListener(
      'scroll',
      (event) => {
        if (event.target === document) w.__browsersScroll!.scrolls += 1;
      },
      { passive: true },
    );
  }, null);

/**
 * Whether the page scrolled from `start` after the inputs since `watchScrolling`: waits until the
 * page has received them (`wheels` wheel turns, the `keys`), then for the page to scroll, over at
 * most SCROLL_FRAMES frames of the page.
 */
async function scrolledAfter(
  page: BrowserPage,
  inputs: { wheels: number; keys: string[] },
  start: number,
): Promise<boolean> {
  await waitFor(
    page,
    (goal: { wheels: number; keys: string[] }) => {
      const record = (window as unknown as { __browsersScroll?: ScrollRecord }).__browsersScroll;
      return !!record && record.wheels >= goal.wheels && goal.keys.every((key) => record.keys.includes(key));
    },
    inputs,
    {
      message: `the page to receive ${[inputs.wheels ? `${inputs.wheels} wheel turn(s)` : '', ...inputs.keys].filter(Boolean).join(' and ')}`,
    },
  );
  return page.evaluate(
    async ({ from, frames }: { from: number; frames: number }) => {
      const record = (window as unknown as { __browsersScroll: ScrollRecord }).__browsersScroll;
      const moved = () => window.scrollY !== from || record.scrolls > 0;
      for (let frame = 0; frame < frames && !moved(); frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      return moved();
    },
    { from: start, frames: SCROLL_FRAMES },
  );
}

/** Waits until the page has stopped scrolling: the same scroll position over 10 frames of the page. */
const scrollStopped = (page: BrowserPage) =>
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

/** The page under an open card dialog: it neither scrolls nor shifts, and scrolls again once closed. */
export const cardDialogScrollLock: Behaviour = {
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
      const moved =
        (await scrolledAfter(page, name === 'wheel' ? { wheels: 1, keys: [] } : { wheels: 0, keys: ['End'] }, start)) &&
        (await scrollY()) > start;
      if (moved) working.push(name);
      else context.note(`${name} does not scroll the page from a focused card: not checked`);
      // a smooth scroll (End's) still under way would carry on past the next scrollIntoView
      await scrollStopped(page);
    }
    if (page.wheelScrolls) assert.ok(working.includes('wheel'), 'a wheel turn scrolls the page');
    if (working.length === 0)
      context.note("no input of this driver scrolls the page: the lock is checked by the body's overflow alone");

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
    const scrolledUnder = await scrolledAfter(
      page,
      { wheels: working.includes('wheel') ? 2 : 0, keys: working.includes('End') ? ['End'] : [] },
      before,
    );
    assert.equal(
      scrolledUnder,
      false,
      `no ${working.join(' or ')} scrolls the page under the dialog (a wheel turn over the overlay and over the dialog): no scroll event, over ${SCROLL_FRAMES} frames of the page`,
    );
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
};
