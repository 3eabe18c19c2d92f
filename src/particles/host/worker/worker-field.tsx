import { useEffect } from 'react';
import { useAppStore } from '@/state/store';
import { exposeParticleStats } from '../automation-hooks';
import { LAYER_CANVAS_STYLE } from '../layer-canvas-style';
import { setLayerData } from '../layer-data';
import { mountTuningPanelOnDemand } from '../../dev/tuning-on-demand';
import { readHostState, watchWindow } from '../window-inputs';
import { WorkerProxy } from './worker-proxy';

/**
 * The 2D field drawn by a worker into a transferred canvas: every frame's simulation and raster
 * happen off the main thread, so scrolling, input and hydration never compete with the animation.
 *
 * `onFail` is called (at most once per mount) when the worker cannot start, crashes, or cannot draw
 * on its canvas; the page then draws the field itself, on a canvas of its own (this one may already
 * belong to the worker).
 */
export function WorkerField({ layer, seed, onFail }: { layer: HTMLElement; seed: number; onFail: (reason: string) => void }) {
  useEffect(() => {
    // created here rather than rendered: a canvas can be transferred only once, and StrictMode
    // runs this effect twice in development
    const canvas = layer.ownerDocument.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.particleCanvas = '2d';
    Object.assign(canvas.style, LAYER_CANVAS_STYLE);
    layer.append(canvas);
    let field: WorkerProxy;
    try {
      field = new WorkerProxy(canvas, layer, {
        seed,
        theme: useAppStore.getState().theme,
        state: readHostState(window),
        // the first report means the worker draws: only then does the layer say what runs
        onStats: (stats) => {
          setLayerData(layer, 'particles', String(stats.count));
          setLayerData(layer, 'renderer', '2d');
        },
        onError: onFail,
      });
    } catch (error) {
      canvas.remove();
      onFail(`it could not start: ${String(error)}`);
      return;
    }
    exposeParticleStats(field.stats, () => field.readStats());
    layer.setAttribute('data-thread', 'worker');
    const unwatch = watchWindow(window, field);
    const unsubscribeTheme = useAppStore.subscribe((state) => field.setTheme(state.theme));
    const unmountPanel = mountTuningPanelOnDemand(field);
    return () => {
      unmountPanel();
      unsubscribeTheme();
      unwatch();
      field.dispose();
      canvas.remove();
    };
  }, [layer, seed, onFail]);
  return null;
}
