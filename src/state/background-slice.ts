import type { StateCreator } from 'zustand';
import { chooseBackground, showBackground, type BackgroundState } from './background-document';

export interface BackgroundSlice {
  /** The animated background is paused (by the visitor, or by their reduced-motion preference). */
  backgroundPaused: boolean;
  /** The header control: pause or play, saved for the next visit. */
  toggleBackground: () => void;
  /** Brings the store in line with what the document shows (after hydration; a preference change). */
  syncBackground: (state: BackgroundState) => void;
}

export const createBackgroundSlice: StateCreator<BackgroundSlice, [], [], BackgroundSlice> = (set, get) => ({
  // In the browser this module runs after public/saved-preferences.js has set <html data-background>, so the store
  // starts right; the prerenderer has no document (the header button's prerendered HTML holds both faces).
  backgroundPaused: typeof document !== 'undefined' && document.documentElement.dataset.background === 'paused',
  toggleBackground: () => {
    const paused = !get().backgroundPaused;
    chooseBackground(paused ? 'paused' : 'playing');
    set({ backgroundPaused: paused });
  },
  syncBackground: (state) => {
    showBackground(state);
    set({ backgroundPaused: state === 'paused' });
  },
});
