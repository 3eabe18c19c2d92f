import { useEffect, useRef, type RefObject } from 'react';

interface Options {
  enabled: boolean;
  /** Swallow the click that ends the press, so it cannot land on whatever lies beneath. */
  swallowClick?: boolean;
}

/** How far (CSS px) a finger may drift and still be tapping rather than scrolling. */
const TAP_SLOP = 10;

/**
 * Calls `onOutside` on a mousedown outside every element in `refs`, or on a tap outside them: a
 * touch that ends where it started. A touch that scrolls, pinches or is taken over by the browser
 * is no press.
 */
export function useOutsidePress(
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  { enabled, swallowClick = false }: Options,
): void {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });

  useEffect(() => {
    if (!enabled) return;
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node && latest.current.refs.some((ref) => ref.current?.contains(target)));

    const swallow = (event: MouseEvent) => {
      event.stopPropagation();
      event.preventDefault();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (!isOutside(event.target)) return;
      if (swallowClick) {
        // nor may the press move focus to <body>: closing hands focus back where it belongs
        event.preventDefault();
        window.addEventListener('click', swallow, { capture: true, once: true });
        // a press that never becomes a click (drag off) must not eat the next real click
        window.addEventListener('mousedown', () => window.removeEventListener('click', swallow, true), {
          capture: true,
          once: true,
        });
      }
      latest.current.onOutside();
    };

    let tap: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // a second finger makes it a pinch
      tap = event.touches.length === 1 && touch && isOutside(event.target) ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (tap && (!touch || event.touches.length > 1 || Math.hypot(touch.clientX - tap.x, touch.clientY - tap.y) > TAP_SLOP)) tap = null;
    };
    const onTouchCancel = () => {
      tap = null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!tap || event.touches.length > 0) return;
      tap = null;
      // no mouse events and no click follow a cancelled touchend: nothing beneath is pressed
      if (swallowClick && event.cancelable) event.preventDefault();
      latest.current.onOutside();
    };

    const listeners = [
      ['mousedown', onMouseDown],
      ['touchstart', onTouchStart],
      ['touchmove', onTouchMove],
      ['touchcancel', onTouchCancel],
      ['touchend', onTouchEnd],
    ] as const;
    for (const [type, listener] of listeners) {
      // only the touch listeners that never cancel are passive (scrolling never waits for them)
      document.addEventListener(type, listener as EventListener, { passive: type.startsWith('touch') && type !== 'touchend' });
    }
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [enabled, swallowClick]);
}
