import { strict as assert } from 'node:assert';
import type { CardEntry } from '../../support/site-content';
import { eventually, focused, open, pageFrames, press, pressAt, waitFor, waitForNoElement } from '../actions';
import { openingsBetween, readOpenings, recordOpeningsInPage, type Openings } from '../../support/openings';
import type { Behaviour } from '../behaviour';
import type { BrowserPage } from '../browser';
import {
  DIALOG,
  cardButton,
  normalise,
  dialogState,
  overlayAt,
  cardState,
  sectionsOrSkip,
  openCard,
} from './card-state';
import { menuState } from './menu-state';

/**
 * Starts recording, in the page, what the next press could set off that a test must rule out (a
 * history call, a dialog closing, a dialog or popover opening: tests/support/openings.ts, the
 * recorder the Playwright specs use too), and returns the record so far, for `pressOutcome`.
 */
async function watchPress(page: BrowserPage): Promise<Openings> {
  await page.evaluate(recordOpeningsInPage, null);
  return page.evaluate(readOpenings, null);
}

/**
 * What the press since `before` (from `watchPress`) set off, once the page has seen it released (its
 * click, if any, is dispatched with the release, and whatever a handler started synchronously is
 * recorded) and has drawn a frame since.
 */
async function pressOutcome(page: BrowserPage, before: Openings): Promise<Openings> {
  await waitFor(
    page,
    (releases: number) =>
      ((window as unknown as { __openings?: Openings }).__openings?.dispatched.mouseup ?? 0) > releases,
    before.dispatched.mouseup,
    {
      message: 'the press to be released in the page (its mouseup dispatched)',
    },
  );
  await pageFrames(page, 1);
  return openingsBetween(before, await page.evaluate(readOpenings, null));
}

/** What the open dialog shows of `entry`, and where it lies (read once its entry animation has finished). */
const dialogContent = (page: BrowserPage) =>
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

function assertDialogShows(
  content: Awaited<ReturnType<typeof dialogContent>>,
  modalHeading: string,
  entry: CardEntry,
): void {
  assert.equal(content.h2, modalHeading, "the dialog's heading");
  assert.equal(content.h3, normalise(entry.title), "the dialog names the card's entry");
  if (entry.details.length > 0) {
    for (const line of entry.details) assert.ok(content.items.includes(normalise(line)), `the dialog lists "${line}"`);
  } else {
    assert.ok(content.body.includes('Details coming soon...'), 'an entry without details says so');
  }
  assert.equal(
    content.techHeading,
    entry.technologies.length > 0,
    'the dialog has its "Technologies Used" heading when the entry names technologies',
  );
  for (const technology of entry.technologies)
    assert.ok(content.items.includes(normalise(technology)), `the dialog lists the technology ${technology}`);
  // in the top layer, above everything (the sticky header too), its overlay covering the whole window
  assert.ok(content.topLayer, 'the dialog is modal, in the top layer');
  assert.deepEqual(content.overlayCorners, [true, true, true, true], 'the overlay covers the window to its corners');
  assert.match(
    content.overlayColour,
    /^rgba\(.*, 0\.\d+\)$/,
    `the overlay is a translucent colour: ${content.overlayColour}`,
  );
  const [width, height] = content.window as [number, number];
  // 56rem wide at most (the full width less the overlay's padding on a phone), 90 % of the window tall at most, centred
  assert.equal(content.maxWidth, 56 * 16, 'max-width 56rem');
  assert.ok(Math.abs(content.maxHeight - 0.9 * height) <= 0.5, `max-height 90 % of the window: ${content.maxHeight}`);
  assert.equal(Math.round(content.box.width), Math.min(56 * 16, width - 32), 'the dialog is as wide as it may be');
  assert.ok(
    content.box.height <= 0.9 * height + 0.5,
    `the dialog is at most 90 % of the window tall: ${content.box.height}`,
  );
  assert.ok(Math.abs(content.box.x + content.box.width / 2 - width / 2) <= 1, 'centred across');
  assert.ok(Math.abs(content.box.y + content.box.height / 2 - height / 2) <= 1, 'centred down');
}

/** A card's dialog by pointer: what it shows, where, and each way it closes. */
export const cardDialog: Behaviour = {
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
      assert.deepEqual(
        [before.popup, before.expanded, before.title],
        ['dialog', 'false', normalise(section.entries[0]!.title)],
        `${section.id}: its first card`,
      );

      await openCard(page, size, section, card);
      assert.equal((await cardState(page, card)).expanded, 'true', 'the card says its dialog is open');
      // measured once the dialog's entry animation (a slight scale-up, not always a CSS animation) has finished
      await eventually(async () =>
        assertDialogShows(await dialogContent(page), section.modalHeading, section.entries[0]!),
      );
      assert.equal((await dialogState(page)).overflow, 'hidden', 'the page is locked while the dialog is open');
      const behindTakesFocus = await page.evaluate(() => {
        const menu = document.querySelector<HTMLElement>('header button[aria-label="Menu"]')!;
        const had = document.activeElement as HTMLElement | null;
        menu.focus();
        const took = document.activeElement === menu;
        had?.focus();
        return took;
      }, null);
      assert.equal(
        behindTakesFocus,
        false,
        'the page behind the dialog is inert: its menu button takes no focus, even from script',
      );
      const beforeInside = await watchPress(page);
      await press(page, { css: `${DIALOG} h3` }, size);
      const inside = await pressOutcome(page, beforeInside);
      assert.deepEqual(
        inside.history,
        [],
        'a press inside the dialog makes no history call (a step back is how the dialog closes)',
      );
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
        assert.deepEqual(
          outcome.opened,
          [],
          'the press on the overlay opened nothing: it did not reach the menu button (its menu never began to open)',
        );
        assert.equal((await menuState(page)).expanded, 'false', 'the menu is shut');
      }
      await eventually(async () =>
        assert.ok(
          (await cardState(page, card)).focused,
          `focus returns to the card after ${closer} (on ${await focused(page)})`,
        ),
      );
    }
  },
};
