import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FieldErrorBoundary } from './field-error-boundary';
import { markNoField, reportFallback } from './layer-data';

// The whole particle field (simulation, renderers, and later three.js) loads after the page has loaded.
const ChooseHost = lazy(() => import('./choose-host'));

/**
 * Runs `callback` once the page has loaded and painted and the main thread has a moment to spare,
 * so the field's code never competes with the page's own start-up (hydration, images, fonts).
 */
function afterLoadAndPaint(callback: () => void): () => void {
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

/**
 * The fixed, full-screen layer behind the page where the particle field mounts. Exposes
 * `data-renderer="webgl" | "2d" | "none"` and `data-particles="<count>"` once the field runs.
 *
 * The page never depends on the field: everything inside the layer is behind an error boundary
 * that renders nothing, so a field chunk gone after a redeploy, or any failure no fallback below
 * caught, leaves the page as it is, with `data-renderer="none"`.
 */
export function ParticleLayer() {
  const ref = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    // `?renderer=none` leaves the layer empty (a control for the benchmark, or to rule the field out)
    if (new URLSearchParams(location.search).get('renderer') === 'none') {
      if (ref.current) markNoField(ref.current);
      return;
    }
    return afterLoadAndPaint(() => setLayer(ref.current));
  }, []);

  const onFieldError = useCallback(
    (error: unknown) => {
      reportFallback('the field failed to load or start; the page goes on without it', error);
      if (layer) markNoField(layer);
    },
    [layer],
  );

  return (
    <div ref={ref} className="particle-layer" aria-hidden="true">
      {layer && (
        <FieldErrorBoundary onError={onFieldError}>
          <Suspense fallback={null}>
            <ChooseHost layer={layer} />
          </Suspense>
        </FieldErrorBoundary>
      )}
    </div>
  );
}
