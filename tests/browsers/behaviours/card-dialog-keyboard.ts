import { strict as assert } from 'node:assert';
import { eventually, focus, focused, open, waitForNoElement, type Target } from '../actions';
import type { Behaviour } from '../behaviour';
import type { Key } from '../browser';
import { DIALOG, cardButton, dialogState, cardState, sectionsOrSkip } from './card-state';

/** A card's dialog by keyboard: opening, closing, and focus that never reaches the page behind. */
export const cardDialogKeyboard: Behaviour = {
  name: 'card dialogs by keyboard: Enter and Space open a card, focus starts on its ×, Escape and × close it, focus returns to the card; Tab and Shift+Tab never reach the page behind it',
  async run(context) {
    const { page } = context;
    const sections = sectionsOrSkip(context);
    await open(page, '/');
    const openWith = async (key: Key, section: (typeof sections)[number], card: Target) => {
      await page.press(key);
      await eventually(async () => {
        const state = await dialogState(page);
        assert.deepEqual(
          [state.open, state.label, (await cardState(page, card)).expanded],
          [true, section.modalHeading, 'true'],
          `${section.id}: ${key} opens its dialog`,
        );
        assert.equal(await focused(page), 'button: Close', 'focus starts on the dialog’s ×');
      });
    };
    const closedWith = async (how: string, card: Target) => {
      await waitForNoElement(page, DIALOG);
      await eventually(async () =>
        assert.deepEqual(
          [(await cardState(page, card)).focused, (await cardState(page, card)).expanded],
          [true, 'false'],
          `${how} closes it, focus back on the card`,
        ),
      );
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
      assert.ok(
        !(await dialogState(page)).focusBehind,
        `focus does not reach the page behind the dialog after ${key} (on ${await focused(page)})`,
      );
    }
    // tabbing on brings focus back into the dialog
    for (let tabs = 0; tabs < 4 && !(await dialogState(page)).focusInside; tabs += 1) await page.press('Tab');
    assert.ok((await dialogState(page)).focusInside, `Tab comes back into the dialog (on ${await focused(page)})`);
    await page.press('Escape');
    await closedWith('Escape', card);
  },
};
