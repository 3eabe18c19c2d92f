import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FocusTrapOptions {
  onEscape: () => void;
  /** Where focus goes on release; by default, the element that had focus before. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * While active: moves focus into the container, keeps Tab and Shift+Tab inside it, and calls
 * `onEscape` on Escape. On release, focus goes back (see `returnFocus`).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // the keys in a layout effect: Escape and Tab work from the first frame the dialog is shown (a
  // passive effect can run later on a busy main thread, and an early Escape was lost)
  useLayoutEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      // keyCode too: WebKitGTK names Shift+Tab "Unidentified" (GTK sends it as the ISO_Left_Tab keysym,
      // which WebKit has no key name for), so focus left the dialog backwards from its first control
      if (event.key !== 'Tab' && event.keyCode !== 9) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active]);

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (root.querySelector<HTMLElement>(FOCUSABLE) ?? root).focus();
    return () => {
      (latest.current.returnFocus?.() ?? previous)?.focus({ preventScroll: true });
    };
  }, [container, active]);
}
