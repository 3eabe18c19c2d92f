import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { afterLoadAndPaint } from '@/ui/after-load';
import { FieldErrorBoundary } from './field-error-boundary';
import { markNoField, reportFallback } from './layer-data';

// The whole particle field (simulation, renderers, and later three.js) loads after the page has loaded.
const ChooseHost = lazy(() => import('./choose-host'));

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
