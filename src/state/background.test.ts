import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_STORAGE_KEY, watchMotionPreference } from './background-document';
import { useAppStore } from './store';

/** A `matchMedia` whose reduced-motion answer the test sets and can change. */
function stubMotion(reduce: boolean) {
  const query = Object.assign(new EventTarget(), { matches: reduce, media: '(prefers-reduced-motion: reduce)' });
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      query.matches = next;
      query.dispatchEvent(new Event('change'));
    },
  };
}

const html = () => document.documentElement.dataset;
const saved = () => localStorage.getItem(BACKGROUND_STORAGE_KEY);

/** Runs public/saved-preferences.js as the browser does, before the page is drawn. */
function runEarlyScript() {
  delete html().background;
  new Function(readFileSync('public/saved-preferences.js', 'utf8'))();
  return html().background;
}

afterEach(() => vi.unstubAllGlobals());

describe('the background pause control (store and document)', () => {
  it('pauses and plays, shown on <html>, saving a pause that departs from the motion preference', () => {
    stubMotion(false);
    const state = () => useAppStore.getState();
    expect(state().backgroundPaused).toBe(false);
    state().toggleBackground();
    expect(state().backgroundPaused).toBe(true);
    expect(html().background).toBe('paused');
    expect(saved()).toBe('paused');
    state().toggleBackground();
    expect(html().background).toBe('playing');
    expect(saved()).toBeNull(); // playing is what the preference gives: nothing to remember
  });

  it('under reduced motion, remembers a visitor who plays the background, and forgets it when they pause again', () => {
    stubMotion(true);
    useAppStore.getState().syncBackground('paused');
    useAppStore.getState().toggleBackground();
    expect(html().background).toBe('playing');
    expect(saved()).toBe('playing');
    useAppStore.getState().toggleBackground();
    expect(saved()).toBeNull();
  });

  it('follows a change of the motion preference unless the visitor chose', () => {
    const motion = stubMotion(false);
    const onChange = vi.fn();
    const stop = watchMotionPreference(onChange);
    motion.change(true);
    expect(onChange).toHaveBeenLastCalledWith('paused');
    localStorage.setItem(BACKGROUND_STORAGE_KEY, 'playing');
    motion.change(false);
    motion.change(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('public/saved-preferences.js, before first paint', () => {
  it('plays the background by default and pauses it under reduced motion', () => {
    stubMotion(false);
    expect(runEarlyScript()).toBe('playing');
    stubMotion(true);
    expect(runEarlyScript()).toBe('paused');
  });

  it('a saved choice wins over the preference', () => {
    stubMotion(true);
    localStorage.setItem(BACKGROUND_STORAGE_KEY, 'playing');
    expect(runEarlyScript()).toBe('playing');
    stubMotion(false);
    localStorage.setItem(BACKGROUND_STORAGE_KEY, 'paused');
    expect(runEarlyScript()).toBe('paused');
    localStorage.setItem(BACKGROUND_STORAGE_KEY, 'nonsense');
    expect(runEarlyScript()).toBe('playing');
  });

  it('still applies the saved theme', () => {
    localStorage.setItem('theme', 'light');
    runEarlyScript();
    expect(html().theme).toBe('light');
  });
});
