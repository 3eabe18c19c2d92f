export type Theme = 'dark' | 'light';

/** Must match the key read by public/saved-preferences.js, which applies the saved theme before first paint. */
const THEME_STORAGE_KEY = 'theme';

export function readDocumentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage can be disabled (private mode, blocked cookies): the theme then lasts for this visit
  }
}
