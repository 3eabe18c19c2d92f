import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useAppStore } from '@/state/store';
import { Canvas2DRenderer } from './canvas2d-renderer';
import { ParticleEngine, type Painter, type ParticleStats } from './particle-engine';
import { planRenderer, probeWebGL2, readRendererRequest, readSeed } from './renderer-choice';
import { randomSeed } from './rng';
import { WebGLErrorBoundary } from './webgl-error-boundary';

// three.js and @react-three/fiber live in this chunk only, fetched once WebGL2 is known to work
const WebGLField = lazy(() => import('./webgl/webgl-field'));

declare global {
  interface Window {
    /** Live particle counters for the owner, the browser tests and the benchmark. */
    __particles?: ParticleStats;
  }
}

type WebGLState = 'off' | 'loading' | 'ready' | 'lost' | 'failed';

// its own compositing layer: a new particle frame then never repaints the page content above it
const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', willChange: 'transform' };

/**
 * The particle field inside the fixed layer: picks the renderer, hands the shared engine from one
 * renderer to the other, and mirrors what runs on the layer's `data-renderer` / `data-particles`.
 * The 2D canvas paints first (it needs no extra code) and gives way once WebGL has drawn a frame.
 */
export default function ParticleField({ layer }: { layer: HTMLElement }) {
  const [engine] = useState(() => new ParticleEngine(readSeed(location.search) ?? randomSeed()));
  const [plan] = useState(() => planRenderer(readRendererRequest(location.search), (strict) => probeWebGL2(strict)));
  const [webgl, setWebgl] = useState<WebGLState>(plan.webgl ? 'loading' : 'off');
  const canvas2dRef = useRef<HTMLCanvasElement>(null);
  const renderer2dRef = useRef<Canvas2DRenderer | null>(null);
  const webglPaintRef = useRef<Painter | null>(null);
  const active = webgl === 'ready' ? 'webgl' : '2d';

  useEffect(() => {
    window.__particles = engine.stats;
    const mirror = () => {
      layer.setAttribute('data-particles', String(engine.sim.count));
    };
    const unsubscribe = engine.subscribe(mirror);
    engine.attach({
      window,
      measure: () => ({ width: layer.clientWidth, height: layer.clientHeight }),
    });
    engine.setTheme(useAppStore.getState().theme);
    const unsubscribeTheme = useAppStore.subscribe((state) => engine.setTheme(state.theme));
    return () => {
      unsubscribeTheme();
      unsubscribe();
      engine.detach();
    };
  }, [engine, layer]);

  // the owner's tuning panel: always in `npm run dev`, on demand (`?tune`) in a production build
  useEffect(() => {
    if (!import.meta.env.DEV && !new URLSearchParams(location.search).has('tune')) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import('./tuning-panel').then(({ mountTuningPanel }) => {
      if (!cancelled) dispose = mountTuningPanel(engine);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [engine]);

  // hand the engine to the active renderer before the browser paints the swap
  useLayoutEffect(() => {
    const canvas = canvas2dRef.current;
    if (!canvas) return;
    if (active === 'webgl' && webglPaintRef.current) {
      engine.setPainter(webglPaintRef.current, 'webgl');
      renderer2dRef.current?.release();
    } else {
      renderer2dRef.current ??= new Canvas2DRenderer(canvas, engine);
      engine.setPainter(renderer2dRef.current.draw, '2d');
    }
    layer.setAttribute('data-renderer', active);
  }, [active, engine, layer]);

  useEffect(() => () => engine.setPainter(null, 'none'), [engine]);

  const onReady = useCallback((paint: Painter) => {
    webglPaintRef.current = paint;
    setWebgl((state) => (state === 'loading' ? 'ready' : state));
  }, []);
  const onContextLost = useCallback(() => setWebgl('lost'), []);
  const onContextRestored = useCallback(() => setWebgl('ready'), []);
  const onWebGLError = useCallback(() => setWebgl('failed'), []);

  return (
    <>
      <canvas
        ref={canvas2dRef}
        aria-hidden="true"
        data-particle-canvas="2d"
        style={{ ...fill, visibility: active === '2d' ? 'visible' : 'hidden' }}
      />
      {webgl !== 'off' && webgl !== 'failed' && (
        <WebGLErrorBoundary onError={onWebGLError}>
          <Suspense fallback={null}>
            <WebGLField
              engine={engine}
              failIfMajorPerformanceCaveat={plan.failIfMajorPerformanceCaveat}
              antialias={plan.antialias}
              visible={active === 'webgl'}
              onReady={onReady}
              onContextLost={onContextLost}
              onContextRestored={onContextRestored}
            />
          </Suspense>
        </WebGLErrorBoundary>
      )}
    </>
  );
}
