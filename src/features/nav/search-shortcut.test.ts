import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut';

// Which key presses open the search: "/" and Ctrl+K (⌘K), never while the reader types.

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return isSearchShortcut(event);
};

describe('the search’s shortcut', () => {
  it('is "/", with Shift too (a layout where "/" is Shift+7), and Ctrl+K or ⌘K', () => {
    expect(press('/')).toBe(true);
    expect(press('/', { shiftKey: true })).toBe(true);
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('k', { metaKey: true })).toBe(true);
    expect(press('K', { ctrlKey: true })).toBe(true);
  });

  it('is no other key, nor K alone, Ctrl+Shift+K (a browser’s console), Alt with either, or Ctrl+/', () => {
    expect(press('k')).toBe(false);
    expect(press('s')).toBe(false);
    expect(press('k', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(press('/', { altKey: true })).toBe(false);
    expect(press('/', { ctrlKey: true })).toBe(false);
  });

  it('is nothing while the reader types in a field, or composes a character', () => {
    document.body.innerHTML =
      '<input id="a"><textarea id="b"></textarea><select id="c"></select><div contenteditable="true"><p id="d">x</p></div><div contenteditable="false"><p id="e">x</p></div>';
    for (const id of ['a', 'b', 'c', 'd']) {
      expect(press('/', {}, document.getElementById(id)!), id).toBe(false);
      expect(press('k', { ctrlKey: true }, document.getElementById(id)!), id).toBe(false);
    }
    expect(press('/', {}, document.getElementById('e')!)).toBe(true);
    expect(press('/', { isComposing: true })).toBe(false);
  });
});
