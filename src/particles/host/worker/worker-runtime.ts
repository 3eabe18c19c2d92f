import { assignConfig } from '../../core/config';
import { Canvas2DRenderer } from '../../render/canvas2d-renderer';
import { ParticleEngine } from '../../core/engine';
import type { FromWorker, ToWorker, Viewport } from './protocol';

/** The parts of a dedicated worker's global scope the field uses (a fake one in unit tests). */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  requestAnimationFrame?: ((callback: (now: number) => void) => number) | undefined;
  cancelAnimationFrame?: ((id: number) => void) | undefined;
}

/**
 * The worker side of the off-main-thread 2D field: the same engine and 2D renderer as on the page,
 * drawing into the transferred OffscreenCanvas with the worker's own animation frames. The page
 * only forwards events (rebuilds after resizes, visibility, the pause control, theme, tuned config).
 */
export function createWorkerRuntime(scope: WorkerScope): (message: ToWorker) => void {
  let engine: ParticleEngine | null = null;
  let viewport: Viewport = { width: 0, height: 0, windowWidth: 0, windowHeight: 0, dpr: 1 };
  const report = (id?: number) => {
    if (engine) scope.postMessage({ type: 'stats', stats: { ...engine.stats }, id });
  };
  // this worker cannot draw: stop for good and let the page draw the field instead
  const fail = (reason: string) => {
    engine?.detach();
    engine = null;
    scope.postMessage({ type: 'failed', reason });
  };

  // animation frames where the worker has them (Chromium, Firefox); elsewhere the next task (the
  // engine's own timer has already waited until the frame is due)
  const requestFrame =
    scope.requestAnimationFrame?.bind(scope) ??
    ((callback: (now: number) => void) => setTimeout(() => callback(performance.now()), 0) as unknown as number);
  const cancelFrame = scope.cancelAnimationFrame?.bind(scope) ?? ((id: number) => clearTimeout(id));
  const now = () => performance.now();
  const setTimer = (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number;
  const clearTimer = (id: number) => clearTimeout(id);

  let started = false;
  return (message) => {
    if (message.type === 'start') {
      if (engine || started) return;
      started = true;
      viewport = message.viewport;
      engine = new ParticleEngine(message.seed, message.config);
      engine.setTheme(message.theme);
      engine.subscribe(() => report());
      const renderer = new Canvas2DRenderer(message.canvas, engine);
      if (!renderer.available) {
        fail('the OffscreenCanvas gave no 2D context');
        return;
      }
      engine.setPainter(renderer.draw, '2d', (error) => fail(`the 2D renderer threw: ${String(error)}`));
      engine.attach(
        {
          measure: () => viewport,
          pixelRatio: () => viewport.dpr,
          requestFrame,
          cancelFrame,
          now,
          setTimer,
          clearTimer,
        },
        { hidden: message.hidden, paused: message.paused },
      );
      return;
    }
    if (!engine) return;
    switch (message.type) {
      case 'rebuild':
        // the page debounced its resize events already: rebuild now
        viewport = message.viewport;
        engine.rebuild();
        break;
      case 'hidden':
        engine.setHidden(message.hidden);
        break;
      case 'paused':
        engine.setPaused(message.paused);
        break;
      case 'theme':
        engine.setTheme(message.theme);
        break;
      case 'config':
        assignConfig(engine.config, message.config);
        engine.applyConfig();
        break;
      case 'stats':
        report(message.id);
        break;
    }
  };
}
