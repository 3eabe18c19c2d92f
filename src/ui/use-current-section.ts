import { type RefObject, useEffect, useState } from 'react';

// Which section of a body the reader is in, from two IntersectionObservers: the browser tells the
// page when a heading crosses the reading line and when the body's end comes into view, off the
// scrolling's hot path (no scroll handler, no layout read per frame).

/** The reading line: 30 % down the window. A heading above it has begun the section being read. */
const READING_LINE = '-70%';
/**
 * How far above the window the observers look: everything. A heading far above the window still
 * "intersects", so one that a jump (a link, Home, End) carries across the line in one frame changes
 * state, and is reported, like one scrolled past slowly.
 */
const EVERYTHING_ABOVE = '1000000px';

/**
 * The id of the heading (of `ids`, in the order of the body `body`) whose section is being read:
 * the last one above the reading line, or the last one once the end of `end` (the page's part that
 * holds the body and what follows it, the body itself without) is in view: the page can scroll no
 * further then, and a short last section never reaches the line. Undefined before the first heading,
 * and where the browser has no IntersectionObserver (the contents is still there, only unmarked).
 */
export function useCurrentSection(
  ids: readonly string[],
  body: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null> = body,
): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const root = body.current;
    const last = end.current ?? root;
    if (!root || !last || key === '' || typeof IntersectionObserver !== 'function') return;
    const headings = key.split('\n').flatMap((id) => root.querySelector(`#${CSS.escape(id)}`) ?? []);
    if (headings.length === 0) return;
    const passed = new Set<Element>();
    let atEnd = false;
    const show = () => {
      const shown = atEnd ? headings.at(-1) : headings.findLast((heading) => passed.has(heading));
      setCurrent(shown?.id);
    };
    const line = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) passed.add(entry.target);
          else passed.delete(entry.target);
        }
        show();
      },
      { rootMargin: `${EVERYTHING_ABOVE} 0px ${READING_LINE} 0px` },
    );
    // `end` "intersects" the bottom 1 % of the window and below while any of it is still to come
    const ending = new IntersectionObserver(
      ([entry]) => {
        atEnd = entry ? !entry.isIntersecting : false;
        show();
      },
      { rootMargin: `-99% 0px ${EVERYTHING_ABOVE} 0px` },
    );
    for (const heading of headings) line.observe(heading);
    ending.observe(last);
    return () => {
      line.disconnect();
      ending.disconnect();
    };
  }, [key, body, end]);
  return current;
}
