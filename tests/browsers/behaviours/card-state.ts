// The card sections' cards and their dialog: what the card-dialog behaviours press and read.
import { strict as assert } from 'node:assert';
import { cardSections } from '../../support/site-content';
import { eventually, press, type Target } from '../actions';
import type { BehaviourContext } from '../behaviour';
import type { BrowserPage, Size } from '../browser';

/** The card dialog: a <dialog> in the DOM only while it is shown. */
export const DIALOG = 'dialog';
export const cardButton = (sectionId: string, index = 0): Target => ({
  css: `section#${sectionId} article button[aria-haspopup="dialog"]`,
  index,
});

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export const dialogState = (page: BrowserPage) =>
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
export const overlayAt = (page: BrowserPage, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const dialog = document.querySelector('dialog');
    const box = dialog?.getBoundingClientRect();
    const outside = !!box && (x < box.left || x > box.right || y < box.top || y > box.bottom);
    return !!dialog && document.elementFromPoint(x, y) === dialog && outside;
  }, point);

export const cardState = (page: BrowserPage, card: Target) =>
  page.evaluate(({ css, index }: Target) => {
    const button = document.querySelectorAll(css)[index ?? 0];
    return {
      count: document.querySelectorAll(css).length,
      expanded: button?.getAttribute('aria-expanded') ?? null,
      popup: button?.getAttribute('aria-haspopup') ?? null,
      title: (button?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      focused: !!button && document.activeElement === button,
      overflow: getComputedStyle(document.body).overflowY,
    };
  }, card);

/** The card sections this owner has, or a skip: a behaviour about cards needs at least one. */
export function sectionsOrSkip(context: BehaviourContext): typeof cardSections {
  if (cardSections.length === 0)
    context.skip('the content has no card section (experience, research and projects are all empty)');
  return cardSections;
}

/** Presses the card's button and waits for its section's dialog to open with focus inside. */
export async function openCard(
  page: BrowserPage,
  size: Size,
  section: (typeof cardSections)[number],
  card: Target,
): Promise<void> {
  await press(page, card, size);
  await eventually(async () => {
    const state = await dialogState(page);
    assert.deepEqual(
      [state.open, state.modal, state.label],
      [true, true, section.modalHeading],
      `${section.id}: its modal dialog (expanded cards: ${state.expanded}, focus on ${state.focus})`,
    );
    assert.ok(state.focusInside, 'focus moves into the dialog');
  });
}
