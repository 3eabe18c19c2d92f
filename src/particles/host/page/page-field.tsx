import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Canvas2DRenderer } from '../../render/canvas2d-renderer';
import { exposeParticleStats } from '../automation-hooks';
import { LAYER_CANVAS_STYLE } from '../layer-canvas-style';
import { reportFallback, setLayerData } from '../layer-data';
import { ParticleEngine, type Painter } from '../../core/engine';
import type { RendererPlan } from '../renderer-choice';
import { mountTuningPanelOnDemand } from '../../dev/tuning-on-demand';
import { isPageHidden, watchWindow, windowEnvironment } from '../window-inputs';
import { readAppInputs, watchAppState } from '../app-inputs';
import { FieldErrorBoundary } from '../field-error-boundary';
import { OWNER_CONFIG } from '../owner-config';

// three.js and @react-three/fiber live in this chunk only, fetched once WebGL2 is known to work
const WebGLField = lazy(() => import('../../render/webgl/webgl-field'));

/** `failed` is final: neither a late context event nor anything else brings WebGL back. */
type WebGLState = 'off' | 'loading' | 'ready' | 'lost' | 'failed';

/**
 * The field drawn on the page's main thread: WebGL when the plan asks for it, with the 2D canvas
 * painting first (it needs no extra code), giving way once WebGL has drawn a frame, and taking over
 * again whenever WebGL fails to load or start, throws while painting, or loses its context. Also
 * the 2D path where workers cannot draw.
 *
 * A renderer that throws is dropped once by the engine and never retried (WebGL → 2D → none). When
 * neither can draw, `onFail` tells the chooser, which leaves the layer empty.
 */
export function PageField({
  layer,
  plan,
  seed,
  onFail,
}: {
  layer: HTMLElement;
  plan: RendererPlan;
  seed: number;
  onFail: () => void;
}) {
  const [engine] = useState(() => new ParticleEngine(seed, OWNER_CONFIG));
  const [webgl, setWebgl] = useState<WebGLState>(plan.webgl ? 'loading' : 'off');
  const [canvas2dFailed, setCanvas2dFailed] = useState(false);
  const canvas2dRef = useRef<HTMLCanvasElement>(null);
  const renderer2dRef = useRef<Canvas2DRenderer | null>(null);
  const webglPaintRef = useRef<Painter | null>(null);
  const active = webgl === 'ready' ? 'webgl' : canvas2dFailed ? 'none' : '2d';
  const webglMayStillDraw = webgl === 'loading' || webgl === 'lost';

  useEffect(() => {
    exposeParticleStats(engine.stats, () => Promise.resolve({ ...engine.stats }));
    layer.setAttribute('data-thread', 'main');
    const mirror = () => setLayerData(layer, 'particles', String(engine.sim.count));
    const unsubscribe = engine.subscribe(mirror);
    const { theme, paused } = readAppInputs();
    engine.setTheme(theme);
    engine.attach(windowEnvironment(window, layer), { hidden: isPageHidden(window), paused });
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

  const onWebGLFailed = useCallback((error: unknown) => {
    reportFallback('the WebGL renderer failed; drawing in 2D', error);
    setWebgl('failed');
  }, []);
  const on2dFailed = useCallback((error: unknown) => {
    reportFallback('the 2D canvas cannot draw on the page', error);
    setCanvas2dFailed(true);
  }, []);

  // hand the engine to the active renderer before the browser paints the swap
  useLayoutEffect(() => {
    const canvas = canvas2dRef.current;
    if (!canvas) return;
    if (active === 'webgl' && webglPaintRef.current) {
      engine.setPainter(webglPaintRef.current, 'webgl', onWebGLFailed);
      renderer2dRef.current?.release();
    } else if (active === '2d') {
      // a canvas without a 2D context throws on the first paint, which fails it like any other throw
      renderer2dRef.current ??= new Canvas2DRenderer(canvas, engine);
      engine.setPainter(renderer2dRef.current.draw, '2d', on2dFailed);
    } else {
      engine.setPainter(null, 'none');
      renderer2dRef.current?.release();
    }
    // what the engine now paints with (a renderer that threw at once is already dropped)
    setLayerData(layer, 'renderer', engine.stats.renderer);
  }, [active, engine, layer, onWebGLFailed, on2dFailed]);

  useEffect(() => {
    if (active === 'none' && !webglMayStillDraw) onFail();
  }, [active, webglMayStillDraw, onFail]);

  useEffect(() => () => engine.setPainter(null, 'none'), [engine]);

  const onReady = useCallback((paint: Painter) => {
    webglPaintRef.current = paint;
    setWebgl((state) => (state === 'loading' ? 'ready' : state));
  }, []);
  const onContextLost = useCallback(
    () => setWebgl((state) => (state === 'ready' || state === 'loading' ? 'lost' : state)),
    [],
  );
  const onContextRestored = useCallback(
    () => setWebgl((state) => (state !== 'lost' ? state : webglPaintRef.current ? 'ready' : 'loading')),
    [],
  );

  return (
    <>
      <canvas
        ref={canvas2dRef}
        aria-hidden="true"
        data-particle-canvas="2d"
        style={{ ...LAYER_CANVAS_STYLE, visibility: active === '2d' ? 'visible' : 'hidden' }}
      />
      {webgl !== 'off' && webgl !== 'failed' && (
        <FieldErrorBoundary onError={onWebGLFailed}>
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
