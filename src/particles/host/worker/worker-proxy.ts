import type { Theme } from '@/state/theme-document';
import { cloneConfig } from '../../core/config';
import type { ParticleConfig } from '@/shared/particle-look';
import { debounce } from '../../core/debounce';
import { emptyStats, type StartState, type ParticleStats } from '../../core/engine';
import type { AppInputs } from '../app-inputs';
import type { FieldInputs } from '../window-inputs';
import { fieldSizer, type FieldSize } from '../field-size';
import { OWNER_CONFIG } from '../owner-config';
import type { FromWorker, ToWorker, Viewport } from './protocol';

/** A canvas can hand its drawing to a worker (OffscreenCanvas): Chromium 69+, Firefox 105+, Safari 16.4+. */
export function offscreenSupported(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

export interface WorkerProxyOptions {
  seed: number;
  theme: Theme;
  state: StartState;
  /** The worker's counters changed (a rebuild or restyle): e.g. mirror the count on the layer. */
  onStats: (stats: ParticleStats) => void;
  /** The worker could not start, crashed, or cannot draw: the page should draw the field itself. */
  onError: (reason: string) => void;
}

/**
 * The page's handle on the 2D field running in a worker. Simulation and drawing happen there, so a
 * frame costs the page's main thread nothing; the page forwards what only it can see (its size,
 * visibility, the pause control, theme, and the owner's tuning) and reads counters back on request.
 */
export class WorkerProxy implements FieldInputs, AppInputs {
  /** The live config, edited in place by the tuning panel, then sent with `applyConfig()`. */
  readonly config: ParticleConfig = cloneConfig(OWNER_CONFIG);
  /** The counters as last reported by the worker. */
  readonly stats: ParticleStats = emptyStats('2d');
  private readonly worker: Worker;
  private readonly measure: () => FieldSize;
  private readonly waiting = new Map<number, (stats: ParticleStats) => void>();
  private nextId = 1;
  // debounced here, where the resize events happen: a busy worker may see its messages late
  private readonly rebuildLater = debounce(
    () => this.post({ type: 'rebuild', viewport: this.viewport() }),
    () => this.config.resizeDebounceMs,
  );

  /**
   * Starts the worker and hands it the canvas. Throws if either fails (a worker blocked or
   * unsupported, a canvas that cannot be transferred), leaving no worker behind; the canvas may
   * already be transferred then, so the page must draw on a fresh one.
   */
  constructor(
    canvas: HTMLCanvasElement,
    layer: HTMLElement,
    private readonly options: WorkerProxyOptions,
  ) {
    this.measure = fieldSizer(window, layer);
    this.worker = new Worker(new URL('./particle.worker.ts', import.meta.url), { type: 'module', name: 'particles' });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.options.onError(event.message || 'the worker failed to start');
    };
    try {
      const offscreen = canvas.transferControlToOffscreen();
      this.post(
        {
          type: 'start',
          canvas: offscreen,
          seed: options.seed,
          config: this.config,
          theme: options.theme,
          viewport: this.viewport(),
          ...options.state,
        },
        [offscreen],
      );
    } catch (error) {
      this.worker.terminate();
      throw error;
    }
  }

  /** The field is rebuilt `resizeDebounceMs` after the last resize event. */
  resized(): void {
    this.rebuildLater();
  }

  setHidden(hidden: boolean): void {
    this.post({ type: 'hidden', hidden });
  }

  setPaused(paused: boolean): void {
    this.post({ type: 'paused', paused });
  }

  setTheme(theme: Theme): void {
    this.post({ type: 'theme', theme });
  }

  applyConfig(): void {
    this.post({ type: 'config', config: this.config });
  }

  /** The worker's counters as of now (frames drawn, steps taken...). */
  readStats(): Promise<ParticleStats> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.post({ type: 'stats', id });
    });
  }

  dispose(): void {
    this.rebuildLater.cancel();
    this.worker.terminate();
    this.waiting.clear();
  }

  private viewport(): Viewport {
    return { ...this.measure(), dpr: window.devicePixelRatio || 1 };
  }

  private post(message: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private receive(message: FromWorker): void {
    if (message.type === 'failed') {
      this.options.onError(message.reason);
      return;
    }
    Object.assign(this.stats, message.stats);
    if (message.id === undefined) {
      this.options.onStats(this.stats);
      return;
    }
    this.waiting.get(message.id)?.(message.stats);
    this.waiting.delete(message.id);
  }
}
