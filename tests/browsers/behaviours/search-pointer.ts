import { strict as assert } from 'node:assert';
import { cardSections } from '../../support/site-content';
import { eventually, press, pressAt } from '../actions';
import type { Behaviour } from '../behaviour';
import { placeState, SEARCH_BUTTON, searchOption, searchOrSkip, searchState } from './search-state';

/** A card of the home page whose title is plain words (what every driver types), and its section. */
const plainCard = () => {
  for (const section of cardSections)
    for (const entry of section.entries)
      if (/^[A-Za-z][A-Za-z ]{5,60}$/.test(entry.title)) return { section: section.id, title: entry.title };
  return undefined;
};

/** The search with a mouse, or a finger on a phone. */
export const searchPointer: Behaviour = {
  name: 'posts: search by pointer and touch: the header’s button opens it inside the window, the × and a press outside (pressing nothing behind) close it, a press on a result leads to its card on the home page, in view and focused',
  async run(context) {
    const { page, size, skip } = context;
    await searchOrSkip(context);
    const card = plainCard() ?? skip('no card of this content has a title of plain words');

    const openSearch = async () => {
      await press(page, SEARCH_BUTTON, size);
      await eventually(async () => {
        const state = await searchState(page);
        assert.deepEqual([state.open, state.modal], [true, true], 'the button opens the search');
        assert.ok(state.fieldFocused, `focus in its field (on ${state.focus})`);
        const { box, viewport } = state;
        assert.ok(
          box && box.left >= 0 && box.top >= 0 && box.right <= viewport.width && box.bottom <= viewport.height,
          `inside the window (${JSON.stringify(box)} in ${JSON.stringify(viewport)})`,
        );
        assert.equal(state.overflow, 'hidden', 'the page does not scroll under it');
      });
    };

    // the × closes it
    await openSearch();
    await press(page, { css: 'dialog[open] button[aria-label]' }, size);
    await eventually(async () => {
      assert.equal((await searchState(page)).open, false, 'the × closes it');
      assert.ok(
        await page.evaluate(() => document.activeElement?.hasAttribute('aria-keyshortcuts') ?? false, null),
        'focus back on the search button',
      );
    });

    // a press outside it (on its backdrop) closes it, and presses nothing of the page behind
    await openSearch();
    const { box, viewport } = await searchState(page);
    const below = { x: viewport.width / 2, y: Math.min((box?.bottom ?? 0) + 60, viewport.height - 10) };
    assert.ok(below.y > (box?.bottom ?? 0), 'room below the dialog to press');
    const before = await placeState(page);
    await pressAt(page, below.x, below.y, size);
    await eventually(async () => {
      const after = await placeState(page);
      assert.deepEqual(
        [after.dialogOpen, after.path, after.hash],
        [false, before.path, before.hash],
        'a press outside closes it, and the page stays where it was',
      );
      assert.equal(
        await page.evaluate(() => document.querySelectorAll('dialog').length, null),
        0,
        'no other dialog opened behind it',
      );
    });

    // a press on a result leads to the card: its place in the list holds it, in view, focused
    await openSearch();
    await page.type(card.title);
    let wanted = -1;
    await eventually(async () => {
      const { options } = await searchState(page);
      wanted = options.findIndex((text) => text.includes(card.title));
      assert.ok(wanted >= 0, `a result for "${card.title}" (${options.join(' | ')})`);
    });
    await press(page, searchOption(wanted), size);
    await eventually(async () => {
      const place = await placeState(page);
      assert.deepEqual(
        [place.path, place.dialogOpen, place.focused, place.inView],
        ['/', false, true, true],
        `the result leads to the card, in view and focused (${place.hash}, focus on ${place.focus})`,
      );
      const holds = await page.evaluate(
        ({ hash, section, title }) => {
          const place = document.getElementById(decodeURIComponent(hash.slice(1)));
          return (
            !!place?.closest(`section#${section}`) &&
            Array.from(place.querySelectorAll('button')).some((button) => button.textContent?.trim() === title)
          );
        },
        { hash: place.hash, section: card.section, title: card.title },
      );
      assert.ok(holds, `${place.hash} is the place of the card "${card.title}" in its section`);
    });
  },
};
