import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useAppStore } from '@/state/store';

// lazily loaded chunks (the card modal) take a moment on a cold, busy machine
configure({ asyncUtilTimeout: 5000 });

const initialState = useAppStore.getState();
const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  // every test starts from the store's first state, a dark page, no saved theme and an unlocked body
  useAppStore.setState(initialState, true);
  if (!hasDom) return;
  document.documentElement.dataset.theme = 'dark';
  document.documentElement.dataset.background = 'playing';
  localStorage.clear();
  document.body.removeAttribute('style');
});

afterEach(() => {
  if (hasDom) cleanup();
});

// jsdom has no layout: scrolling is a no-op here (ScrollRestoration calls it on navigation)
if (hasDom) window.scrollTo = () => {};
