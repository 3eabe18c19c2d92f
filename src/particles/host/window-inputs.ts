import type { EngineEnvironment } from '../core/engine';
import { fieldSizer } from './field-size';

/** What the page tells a running field: the engine itself, or the proxy of one in a worker. */
export interface FieldInputs {
  resized(): void;
  setHidden(hidden: boolean): void;
}

/** Whether the page is hidden right now (a background tab). */
export function isPageHidden(win: Window): boolean {
  return win.document.visibilityState === 'hidden';
}

/** Forwards resizes and visibility changes to `inputs`; returns the unsubscribe. */
export function watchWindow(win: Window, inputs: FieldInputs): () => void {
  const onResize = () => inputs.resized();
  const onVisibility = () => inputs.setHidden(isPageHidden(win));
  win.addEventListener('resize', onResize);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('resize', onResize);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The main thread as the engine's environment: the layer's and window's size, the pixel ratio, clock and frames. */
export function windowEnvironment(win: Window, layer: HTMLElement): EngineEnvironment {
  return {
    measure: fieldSizer(win, layer),
    pixelRatio: () => win.devicePixelRatio || 1,
    requestFrame: (callback) => win.requestAnimationFrame(callback),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
    now: () => win.performance.now(),
    setTimer: (callback, ms) => win.setTimeout(callback, ms),
    clearTimer: (id) => win.clearTimeout(id),
  };
}
