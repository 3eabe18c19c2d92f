import { strict as assert } from 'node:assert';
import { eventually, focus, focused } from '../actions';
import type { Behaviour } from '../behaviour';
import { placeState, SEARCH_BUTTON, searchOrSkip, searchState } from './search-state';

/** The search from the keyboard alone, as the ARIA Authoring Practices' combobox describes it. */
export const searchKeyboard: Behaviour = {
  name: 'posts: search by keyboard: "/" and Ctrl+K open it with focus in its field, what is typed ("/" too) shows results in a listbox and their number in its status, the arrow keys move the active result, Enter leads to the post at the section it names with focus there; Escape closes it and gives focus back; Back closes it, and Back and Forward never reopen it',
  async run(context) {
    const { page } = context;
    const section = await searchOrSkip(context);

    // "/" on the page (nothing focused) opens it, modal, focus in its field, no list yet
    await page.press('Slash');
    await eventually(async () => {
      const state = await searchState(page);
      assert.deepEqual(
        [state.open, state.modal, state.fieldFocused, state.expanded, state.listShown],
        [true, true, true, 'false', false],
        `"/" opens the search, focus in its field (on ${state.focus})`,
      );
    });
    // typed in the field, "/" is a character, not the shortcut again
    await page.type(section.heading.toLowerCase());
    await page.press('Slash');
    const typed = `${section.heading.toLowerCase()}/`;
    let results: string[] = [];
    await eventually(async () => {
      const state = await searchState(page);
      assert.equal(state.value, typed, 'the field holds what was typed');
      assert.deepEqual(
        [state.expanded, state.listShown, state.listInDialog, state.activeIndex, state.selected],
        ['true', true, true, -1, []],
        'results show in the listbox the field controls, none active yet',
      );
      assert.ok(state.options.length > 0 && state.status !== '', `results, and a status (${state.status})`);
      results = state.options;
    });
    const wanted = results.findIndex((text) => text.includes(section.title) && text.includes(section.heading));
    assert.ok(wanted >= 0, `a result for "${section.heading}" of "${section.title}" (${results.join(' | ')})`);

    // the arrow keys move the active result (focus stays in the field), round the ends
    const active = async (index: number, after: string) =>
      eventually(async () => {
        const state = await searchState(page);
        assert.deepEqual(
          [state.activeIndex, state.selected, state.fieldFocused],
          [index, [index], true],
          `${after}: result ${index + 1} of ${results.length} active`,
        );
      });
    await page.press('ArrowDown');
    await active(0, 'ArrowDown');
    await page.press('ArrowUp');
    await active(results.length - 1, 'ArrowUp on the first');
    await page.press('ArrowDown');
    await active(0, 'ArrowDown on the last');
    for (let index = 1; index <= wanted; index += 1) {
      await page.press('ArrowDown');
      await active(index, 'ArrowDown');
    }

    // Enter follows it: the post, at the section, which has focus (a screen reader announces it)
    await page.press('Enter');
    await eventually(async () => {
      const place = await placeState(page);
      assert.deepEqual(
        [place.path, place.hash, place.dialogOpen, place.focused, place.inView],
        [section.path, `#${section.id}`, false, true, true],
        `Enter leads to the section, in view and focused (focus on ${place.focus})`,
      );
    });

    // the search belongs to the page it was opened on: Back closes it, and Back and Forward open nothing
    await page.press('Control+K');
    await eventually(async () => assert.ok((await searchState(page)).fieldFocused, 'Ctrl+K opens the search'));
    await page.back();
    await eventually(async () => {
      const place = await placeState(page);
      assert.deepEqual([place.path, place.dialogOpen], ['/', false], 'Back leads home and closes it');
    });
    await page.forward();
    await eventually(async () => assert.equal((await placeState(page)).path, section.path, 'Forward to the post'));
    assert.equal((await searchState(page)).open, false, 'Forward reopens nothing');
    await page.back();
    await eventually(async () => assert.equal((await placeState(page)).path, '/', 'Back home again'));
    assert.equal((await searchState(page)).open, false, 'Back reopens nothing');

    // Escape closes it, focus back where it was
    await focus(page, SEARCH_BUTTON);
    await page.press('Control+K');
    await eventually(async () => assert.ok((await searchState(page)).fieldFocused, 'Ctrl+K opens the search'));
    await page.press('Escape');
    await eventually(async () => {
      assert.equal((await searchState(page)).open, false, 'Escape closes it');
      assert.match(await focused(page), /^button: /, 'focus back on the search button');
    });
    // the button from the keyboard
    await page.press('Enter');
    await eventually(async () => assert.ok((await searchState(page)).fieldFocused, 'Enter on the button opens it'));
    await page.press('Escape');
    await eventually(async () => {
      assert.equal((await searchState(page)).open, false, 'Escape closes it');
      assert.equal(
        await page.evaluate(() => document.activeElement?.hasAttribute('aria-keyshortcuts') ?? false, null),
        true,
        'focus back on the search button',
      );
    });
  },
};
