/** Where a reader types: a key pressed there is a character of theirs, never a shortcut. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether a key press asks for the search: "/" (on any keyboard layout, Shift included), or Ctrl+K
 * (⌘K on a Mac); never while the reader types in a field, composes a character with an input method,
 * or holds Alt (AltGr+… types characters on many layouts).
 */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'target'>,
): boolean {
  if (event.isComposing || event.altKey) return false;
  if (event.target instanceof Element && event.target.closest(EDITABLE)) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey;
  return (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}
