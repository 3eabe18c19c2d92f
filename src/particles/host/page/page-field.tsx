import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Canvas2DRenderer } from '../../render/canvas2d-renderer';
import { LAYER_CANVAS_STYLE } from '../layer-canvas-style';
import { setLayerData } from '../layer-data';
import { ParticleEngine, type Painter } from '../../core/engine';
import type { RendererPlan } from '../renderer-choice';
import { mountTuningPanelOnDemand } from '../../dev/tuning-on-demand';
import { isPageHidden, watchWindow, windowHost } from '../window-inputs';
import { readAppInputs, watchAppState } from '../app-inputs';
import { FieldErrorBoundary } from '../field-error-boundary';

// three.js and @react-three/fiber live in this chunk only, fetched once WebGL2 is known to work
const WebGLField = lazy(() => import('../../render/webgl/webgl-field'));

type WebGLState = 'off' | 'loading' | 'ready' | 'lost' | 'failed';

/**
 * The field drawn on the page's main thread: WebGL when the plan asks for it, with the 2D canvas
 * painting first (it needs no extra code), giving way once WebGL has drawn a frame, and taking over
 * again whenever WebGL fails or loses its context. Also the 2D path where workers cannot draw.
 */
export function PageField({ layer, plan, seed }: { layer: HTMLElement; plan: RendererPlan; seed: number }) {
  const [engine] = useState(() => new ParticleEngine(seed));
  const [webgl, setWebgl] = useState<WebGLState>(plan.webgl ? 'loading' : 'off');
  const canvas2dRef = useRef<HTMLCanvasElement>(null);
  const renderer2dRef = useRef<Canvas2DRenderer | null>(null);
  const webglPaintRef = useRef<Painter | null>(null);
  const active = webgl === 'ready' ? 'webgl' : '2d';

  useEffect(() => {
    window.__particles = engine.stats;
    window.__readParticles = () => Promise.resolve({ ...engine.stats });
    layer.setAttribute('data-thread', 'main');
    const mirror = () => setLayerData(layer, 'particles', String(engine.sim.count));
    const unsubscribe = engine.subscribe(mirror);
    const { theme, paused } = readAppInputs();
    engine.setTheme(theme);
    engine.attach(windowHost(window, layer), { hidden: isPageHidden(window), paused });
    const unwatch = watchWindow(window, engine);
    const unwatchApp = watchAppState(engine);
    return () => {
      unwatchApp();
      unwatch();
      unsubscribe();
      engine.detach();
    };
  }, [engine, layer]);

  useEffect(() => mountTuningPanelOnDemand(engine), [engine]);

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
    setLayerData(layer, 'renderer', active);
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
        style={{ ...LAYER_CANVAS_STYLE, visibility: active === '2d' ? 'visible' : 'hidden' }}
      />
      {webgl !== 'off' && webgl !== 'failed' && (
        <FieldErrorBoundary onError={onWebGLError}>
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
        </FieldErrorBoundary>
      )}
    </>
  );
}
