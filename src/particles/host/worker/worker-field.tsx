import { useEffect } from 'react';
import { exposeParticleStats } from '../automation-hooks';
import { LAYER_CANVAS_STYLE } from '../layer-canvas-style';
import { setLayerData } from '../layer-data';
import { mountTuningPanelOnDemand } from '../../dev/tuning-on-demand';
import { isPageHidden, watchWindow } from '../window-inputs';
import { readAppInputs, watchAppState } from '../app-inputs';
import { WorkerProxy } from './worker-proxy';

/**
 * The 2D field drawn by a worker into a transferred canvas: every frame's simulation and raster
 * happen off the main thread, so scrolling, input and hydration never compete with the animation.
 *
 * `onFail` is called (at most once per mount) when the worker cannot start, crashes, or cannot draw
 * on its canvas; the page then draws the field itself, on a canvas of its own (this one may already
 * belong to the worker).
 */
export function WorkerField({
  layer,
  seed,
  onFail,
}: {
  layer: HTMLElement;
  seed: number;
  onFail: (reason: string) => void;
}) {
  useEffect(() => {
    // created here rather than rendered: a canvas can be transferred only once, and StrictMode
    // runs this effect twice in development
    const canvas = layer.ownerDocument.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.particleCanvas = '2d';
    Object.assign(canvas.style, LAYER_CANVAS_STYLE);
    layer.append(canvas);
    const { theme, paused } = readAppInputs();
    let field: WorkerProxy;
    try {
      field = new WorkerProxy(canvas, layer, {
        seed,
        theme,
        state: { hidden: isPageHidden(window), paused },
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
    const unwatchApp = watchAppState(field);
    const unmountPanel = mountTuningPanelOnDemand(field);
    return () => {
      unmountPanel();
      unwatchApp();
      unwatch();
      field.dispose();
      canvas.remove();
    };
  }, [layer, seed, onFail]);
  return null;
}
