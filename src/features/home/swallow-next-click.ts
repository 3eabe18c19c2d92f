const swallow = (event: MouseEvent) => {
  event.stopPropagation();
  event.preventDefault();
};

/**
 * Swallows the click that will end the press under way, so that a press that closed a dialog
 * presses nothing else: released after the dialog has gone, it would land on whatever lies beneath.
 */
export function swallowNextClick(): void {
  window.addEventListener('click', swallow, { capture: true, once: true });
  // a press that never becomes a click (dragged off) must not eat the next real one
  window.addEventListener('mousedown', () => window.removeEventListener('click', swallow, true), {
    capture: true,
    once: true,
  });
}
