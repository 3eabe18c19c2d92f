import { describe, expect, it } from 'vitest';
import { useAppStore } from './store';

const state = () => useAppStore.getState();

describe('theme slice', () => {
  it('starts dark and toggles between dark and light', () => {
    expect(state().theme).toBe('dark');
    state().toggleTheme();
    expect(state().theme).toBe('light');
    state().toggleTheme();
    expect(state().theme).toBe('dark');
  });

  it('applies the theme to <html> and saves it for the next visit', () => {
    state().toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
