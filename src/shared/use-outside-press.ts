import { useEffect, useRef, type RefObject } from 'react';

interface Options {
  enabled: boolean;
  /** Swallow the click that ends the press, so it cannot land on whatever lies beneath. */
  swallowClick?: boolean;
}

/** Calls `onOutside` on a mousedown or touchstart outside every element in `refs`. */
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
    const swallow = (event: MouseEvent) => {
      event.stopPropagation();
      event.preventDefault();
    };
    const onPress = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      if (swallowClick && event.type === 'mousedown') {
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
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [enabled, swallowClick]);
}
