import type { EngineHost, HostState } from '../core/engine';
import { fieldSizer } from './field-size';

/** What the page tells a running field: the engine itself, or the proxy of one in a worker. */
export interface FieldInputs {
  resized(): void;
  setHidden(hidden: boolean): void;
  setReducedMotion(reduce: boolean): void;
}

function reducedMotionQuery(win: Window): MediaQueryList | null {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
}

/** The page's visibility and motion preference right now. */
export function readHostState(win: Window): HostState {
  return { hidden: win.document.visibilityState === 'hidden', reducedMotion: reducedMotionQuery(win)?.matches ?? false };
}

/** Forwards resizes, visibility changes and motion-preference changes to `inputs`; returns the unsubscribe. */
export function watchWindow(win: Window, inputs: FieldInputs): () => void {
  const onResize = () => inputs.resized();
  const onVisibility = () => inputs.setHidden(win.document.visibilityState === 'hidden');
  const motion = reducedMotionQuery(win);
  const onMotion = (event: MediaQueryListEvent) => inputs.setReducedMotion(event.matches);
  win.addEventListener('resize', onResize);
  win.document.addEventListener('visibilitychange', onVisibility);
  motion?.addEventListener('change', onMotion);
  return () => {
    win.removeEventListener('resize', onResize);
    win.document.removeEventListener('visibilitychange', onVisibility);
    motion?.removeEventListener('change', onMotion);
  };
}

/** The main thread as the engine's host: the layer's and window's size, the pixel ratio and frames. */
export function windowHost(win: Window, layer: HTMLElement): EngineHost {
  return {
    measure: fieldSizer(win, layer),
    pixelRatio: () => win.devicePixelRatio || 1,
    requestFrame: (callback) => win.requestAnimationFrame(callback),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
  };
}
