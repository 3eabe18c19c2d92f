/* eslint-disable @typescript-eslint/no-non-null-assertion -- see simulation.ts */
import type { Theme } from '@/state/theme-document';
import { cloneConfig, DEFAULT_CONFIG, FRAME_MS, type ParticleConfig } from './config';
import { debounce, type Debounced } from './debounce';
import { toPalette, type Palette } from './palette';
import { createRandom } from './rng';
import { ParticleSimulation } from './simulation';

export type RendererKind = 'webgl' | '2d';

/** Live counters, mutated in place (read by tests and the benchmark through `window.__particles`). */
export interface ParticleStats {
  renderer: RendererKind | 'none';
  count: number;
  links: number;
  /** Frames drawn by the active renderer. */
  frames: number;
  /** Simulation steps taken (zero while reduced motion holds the field still). */
  steps: number;
  /** Field rebuilds after resizes. */
  rebuilds: number;
  animating: boolean;
}

/** Counters before anything has run. */
export function emptyStats(renderer: ParticleStats['renderer']): ParticleStats {
  return { renderer, count: 0, links: 0, frames: 0, steps: 0, rebuilds: 0, animating: false };
}

/** Draws the current simulation state once; a renderer's only job. */
export type Painter = () => void;

/**
 * Where the engine runs: the page's main thread or a worker drawing into an OffscreenCanvas. The
 * host measures the field, knows the pixel ratio and supplies animation frames; visibility, motion
 * preference and resizes are pushed in through the engine's methods (see host/window-inputs.ts).
 */
export interface EngineHost {
  /**
   * The size, in CSS px, of the element the field fills (the fixed full-screen layer), and of the
   * window, whose area sets the particle count (spec: window area / 8000; the layer's when absent).
   */
  measure(): { width: number; height: number; windowWidth?: number; windowHeight?: number };
  /** The display's devicePixelRatio (before the config's cap). */
  pixelRatio(): number;
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(id: number): void;
}

/** What the host knows when the engine starts. */
export interface HostState {
  hidden: boolean;
  reducedMotion: boolean;
}

/**
 * Owns the simulation, the clock and the renderer hand-over. One requestAnimationFrame loop
 * steps the field and asks whichever renderer is active to paint it, so switching renderers
 * (WebGL ⇄ 2D on context loss) keeps the same particles mid-flight.
 *
 * The loop stops while the tab is hidden; with prefers-reduced-motion it paints single still
 * frames (on start, resize, theme or config change) and never steps. The engine touches no DOM, so
 * the same class runs on the main thread (WebGL) and in the 2D worker.
 */
export class ParticleEngine {
  readonly config: ParticleConfig;
  readonly sim: ParticleSimulation;
  readonly stats: ParticleStats = emptyStats('none');
  theme: Theme = 'dark';
  palette: Palette;
  /** Bumped when the palette or the renderer-side constants change. */
  styleRevision = 0;

  private painter: Painter | null = null;
  private onPainterFailed: ((error: unknown) => void) | null = null;
  private host: EngineHost | null = null;
  private raf = 0;
  private last = -1;
  private hidden = false;
  private reducedMotion = false;
  private readonly listeners = new Set<() => void>();
  private readonly rebuildLater: Debounced;

  constructor(seed: number, config: Readonly<ParticleConfig> = DEFAULT_CONFIG) {
    this.config = cloneConfig(config);
    this.sim = new ParticleSimulation(this.config, createRandom(seed));
    this.palette = toPalette(this.config.colors[this.theme]);
    this.rebuildLater = debounce(() => this.rebuild(), () => this.config.resizeDebounceMs);
  }

  /** Starts measuring and drawing. */
  attach(host: EngineHost, state: HostState = { hidden: false, reducedMotion: false }): void {
    this.host = host;
    this.hidden = state.hidden;
    this.reducedMotion = state.reducedMotion;
    const { width, height, windowWidth, windowHeight } = host.measure();
    this.sim.reset(width, height, windowWidth, windowHeight);
    this.syncStats();
    this.notify();
    this.schedule(true); // a painter set before attach() drew an empty field: paint the real one
  }

  detach(): void {
    const host = this.host;
    if (!host) return;
    this.rebuildLater.cancel();
    if (this.raf) host.cancelFrame(this.raf);
    this.raf = 0;
    this.host = null;
  }

  /** A resize happened: the field is rebuilt `resizeDebounceMs` after the last one. */
  resized(): void {
    this.rebuildLater();
  }

  /** The page was hidden or shown: no frames while hidden, and no time jump when it returns. */
  setHidden(hidden: boolean): void {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    if (hidden && this.raf) {
      this.host?.cancelFrame(this.raf);
      this.raf = 0;
    }
    this.last = -1;
    this.schedule(true);
  }

  setReducedMotion(reduce: boolean): void {
    if (reduce === this.reducedMotion) return;
    this.reducedMotion = reduce;
    this.last = -1;
    this.schedule(true);
  }

  /** The device pixel ratio the renderers draw at (capped by the config). */
  get pixelRatio(): number {
    return Math.min(this.host?.pixelRatio() || 1, this.config.maxDpr);
  }

  /**
   * Hands drawing to a renderer (or to none). The new painter draws at once, before it is shown.
   * A painter that throws (now or in any later frame) is dropped at once, never called again, and
   * `onFail` is told once: the host then picks the next renderer (WebGL → 2D → none).
   */
  setPainter(painter: Painter | null, kind: RendererKind | 'none', onFail?: (error: unknown) => void): void {
    this.painter = painter;
    this.onPainterFailed = onFail ?? null;
    this.stats.renderer = kind;
    if (painter && !this.hidden) this.paint();
    this.schedule();
  }

  setTheme(theme: Theme): void {
    if (theme === this.theme) return;
    this.theme = theme;
    this.restyle();
  }

  /** Applies edits made to `config` (by the tuning panel) without rebuilding the field. */
  applyConfig(): void {
    const { areaPerParticle, radiusMin, radiusMax, speedMax, linkDistance, linkOpacity } = this.config;
    this.sim.setConfig({ areaPerParticle, radiusMin, radiusMax, speedMax, linkDistance, linkOpacity });
    this.restyle();
  }

  /** Rebuilds the field for the layer's current size (runs 150 ms after the last resize). */
  rebuild(): void {
    if (!this.host) return;
    const { width, height, windowWidth, windowHeight } = this.host.measure();
    this.sim.resize(width, height, windowWidth, windowHeight);
    this.stats.rebuilds++;
    this.syncStats();
    this.notify();
    this.requestStill();
  }

  /** Called when something outside the engine wants a fresh frame (e.g. the canvas was resized). */
  requestStill(): void {
    if (!this.animating) this.schedule(true);
  }

  get animating(): boolean {
    return this.painter !== null && !this.hidden && !this.reducedMotion;
  }

  /** Listeners run on rebuilds and style/config changes (not per frame). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private restyle(): void {
    this.palette = toPalette(this.config.colors[this.theme]);
    this.styleRevision++;
    this.syncStats();
    this.notify();
    this.requestStill();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private syncStats(): void {
    this.stats.count = this.sim.count;
    this.stats.links = this.sim.linkCount;
  }

  /** Runs the loop if animating; otherwise, with `still`, paints one frame without stepping. */
  private schedule(still = false): void {
    const host = this.host;
    this.stats.animating = this.animating;
    if (!host || this.raf) return;
    if (this.animating || (still && this.painter && !this.hidden)) this.raf = host.requestFrame(this.tick);
  }

  private readonly tick = (now: number): void => {
    this.raf = 0;
    if (this.animating) {
      const dt = this.last < 0 ? FRAME_MS : now - this.last;
      this.last = now;
      this.sim.step(dt);
      // rare: a dense cluster overflowed the link buffers; grow them once, outside step()
      if (this.sim.linksDropped > 0) this.sim.growLinkBuffers();
      this.stats.steps++;
      this.stats.links = this.sim.linkCount;
      this.raf = this.host!.requestFrame(this.tick);
    } else {
      this.last = -1;
    }
    if (this.painter && !this.hidden) this.paint();
  };

  private paint(): void {
    try {
      this.painter!();
    } catch (error) {
      const onFail = this.onPainterFailed;
      this.setPainter(null, 'none');
      if (!onFail) throw error;
      onFail(error);
      return;
    }
    this.stats.frames++;
  }
}
