import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useAppStore } from '@/state/store';
import { pageLoaded } from '@/ui/after-load';

// what a page loads lazily (the card modal, another page's chunk) can take many seconds on a cold, busy machine: a
// wait fails only when nothing comes (5 s failed a test while two suites ran on two cores)
configure({ asyncUtilTimeout: 60_000 });

const initialState = useAppStore.getState();
const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  // every test starts from the store's first state, a dark page and no saved theme
  useAppStore.setState(initialState, true);
  if (!hasDom) return;
  document.documentElement.dataset.theme = 'dark';
  document.documentElement.dataset.background = 'playing';
  localStorage.clear();
});

afterEach(() => {
  if (hasDom) cleanup();
});

// what the home page starts once it has loaded and nothing cancels (pageLoaded, then the publications' chunk:
// publications-section.tsx) outlives the test that rendered it: it runs, and the chunks it imports arrive, before
// the file's page goes away (its timer once fired after, read a `window` no longer there, and failed the run)
afterAll(async () => {
  if (!hasDom) return;
  await pageLoaded();
  await vi.dynamicImportSettled();
});

// jsdom has no layout: scrolling is a no-op here (ScrollRestoration calls it on navigation)
if (hasDom) window.scrollTo = () => {};

// jsdom has no Web Animations API: the card dialog's animation (its own chunk, checked in the browser
// tests) animates nothing here, and the dialog opens and closes at once
vi.mock('@/features/home/card-motion', () => ({ motion: { enter: () => {}, exit: () => Promise.resolve() } }));

// jsdom has no modal dialogs: here showModal() and close() only open and close a <dialog> as its DOM
// shows it (the open attribute, the close event, a task later). The top layer, the inert page, focus,
// Escape and the backdrop are the browser's, and the browser tests check them.
if (hasDom && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
}
