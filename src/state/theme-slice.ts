import type { StateCreator } from 'zustand';
import { applyTheme, type Theme } from './theme-document';

export interface ThemeSlice {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

export const createThemeSlice: StateCreator<ThemeSlice, [], [], ThemeSlice> = (set, get) => ({
  // Always dark at first so prerendered HTML and the first client render agree; the real choice
  // is read from <html data-theme> (set by public/saved-preferences.js before paint) after hydration.
  theme: 'dark',
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setTheme: (theme) => {
    set({ theme });
    applyTheme(theme);
  },
});
