/**
 * Runs `callback` once the page has loaded and painted and the main thread has a moment to spare, so
 * what the first screen does not need (the particle field, a section's hydration) never competes with
 * the page's own start-up (hydration, images, fonts). Returns what cancels it.
 */
export function afterLoadAndPaint(callback: () => void): () => void {
  let cancelled = false;
  let raf = 0;
  let idle = 0;
  let timer = 0;
  const run = () => {
    if (!cancelled) callback();
  };
  // rAF fires before the next paint; a task queued from it runs after that paint
  const afterPaint = () => {
    raf = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 1000 });
        else run();
      }, 0);
    });
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterPaint);
    cancelAnimationFrame(raf);
    window.clearTimeout(timer);
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}

/** Resolves once the page has loaded and painted and the main thread is idle (afterLoadAndPaint). */
export const pageLoaded = (): Promise<void> => new Promise((resolve) => afterLoadAndPaint(resolve));
