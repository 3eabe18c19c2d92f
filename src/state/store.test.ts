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

describe('selection slice', () => {
  it('selects a card, and deselects it when the same card is picked again', () => {
    state().toggleCard('projects', 2);
    expect(state().selected.projects).toBe(2);
    state().toggleCard('projects', 2);
    expect(state().selected.projects).toBeNull();
  });

  it('moves the selection to another card of the same section', () => {
    state().toggleCard('experience', 0);
    state().toggleCard('experience', 3);
    expect(state().selected.experience).toBe(3);
  });

  it('keeps one selection per section, and clears only the named one', () => {
    state().toggleCard('experience', 1);
    state().toggleCard('research', 0);
    expect(state().selected).toEqual({ experience: 1, research: 0, projects: null });
    state().clearSelection('experience');
    expect(state().selected).toEqual({ experience: null, research: 0, projects: null });
  });
});

describe('menu slice', () => {
  it('toggles open and closed, and closes', () => {
    expect(state().menuOpen).toBe(false);
    state().toggleMenu();
    expect(state().menuOpen).toBe(true);
    state().toggleMenu();
    expect(state().menuOpen).toBe(false);
    state().toggleMenu();
    state().closeMenu();
    expect(state().menuOpen).toBe(false);
  });
});
