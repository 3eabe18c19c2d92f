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

/** Draws the current simulation state once; a renderer's only job. */
export type Painter = () => void;

export interface EngineEnvironment {
  /** The element whose size the field fills (the fixed full-screen layer). */
  measure(): { width: number; height: number };
  window: Window;
}

/**
 * Owns the simulation, the clock and the renderer hand-over. One requestAnimationFrame loop
 * steps the field and asks whichever renderer is active to paint it, so switching renderers
 * (WebGL ⇄ 2D on context loss) keeps the same particles mid-flight.
 *
 * The loop stops while the tab is hidden; with prefers-reduced-motion it paints single still
 * frames (on start, resize, theme or config change) and never steps.
 */
export class ParticleEngine {
  readonly config: ParticleConfig;
  readonly sim: ParticleSimulation;
  readonly stats: ParticleStats = {
    renderer: 'none',
    count: 0,
    links: 0,
    frames: 0,
    steps: 0,
    rebuilds: 0,
    animating: false,
  };
  theme: Theme = 'dark';
  palette: Palette;
  /** Bumped when the palette or the renderer-side constants change. */
  styleRevision = 0;

  private painter: Painter | null = null;
  private env: EngineEnvironment | null = null;
  private raf = 0;
  private last = -1;
  private hidden = false;
  private reducedMotion = false;
  private motionQuery: MediaQueryList | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly rebuildLater: Debounced;

  constructor(seed: number, config: Readonly<ParticleConfig> = DEFAULT_CONFIG) {
    this.config = cloneConfig(config);
    this.sim = new ParticleSimulation(this.config, createRandom(seed));
    this.palette = toPalette(this.config.colors[this.theme]);
    this.rebuildLater = debounce(() => this.rebuild(), () => this.config.resizeDebounceMs);
  }

  /** Starts measuring, listening and drawing. */
  attach(env: EngineEnvironment): void {
    this.env = env;
    const win = env.window;
    const { width, height } = env.measure();
    this.sim.reset(width, height);
    this.syncStats();
    win.addEventListener('resize', this.rebuildLater);
    win.document.addEventListener('visibilitychange', this.onVisibility);
    this.hidden = win.document.visibilityState === 'hidden';
    this.motionQuery = win.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
    this.reducedMotion = this.motionQuery?.matches ?? false;
    this.motionQuery?.addEventListener('change', this.onMotionPreference);
    this.notify();
    this.schedule(true); // a painter set before attach() drew an empty field: paint the real one
  }

  detach(): void {
    const win = this.env?.window;
    if (!win) return;
    win.removeEventListener('resize', this.rebuildLater);
    win.document.removeEventListener('visibilitychange', this.onVisibility);
    this.motionQuery?.removeEventListener('change', this.onMotionPreference);
    this.rebuildLater.cancel();
    if (this.raf) win.cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.env = null;
  }

  /** Hands drawing to a renderer (or to none). The new painter draws at once, before it is shown. */
  setPainter(painter: Painter | null, kind: RendererKind | 'none'): void {
    this.painter = painter;
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
    if (!this.env) return;
    const { width, height } = this.env.measure();
    this.sim.resize(width, height);
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

  get isReducedMotion(): boolean {
    return this.reducedMotion;
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
    const win = this.env?.window;
    this.stats.animating = this.animating;
    if (!win || this.raf) return;
    if (this.animating || (still && this.painter && !this.hidden)) this.raf = win.requestAnimationFrame(this.tick);
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
      this.raf = this.env!.window.requestAnimationFrame(this.tick);
    } else {
      this.last = -1;
    }
    if (this.painter && !this.hidden) this.paint();
  };

  private paint(): void {
    this.painter!();
    this.stats.frames++;
  }

  private readonly onVisibility = (): void => {
    this.hidden = this.env?.window.document.visibilityState === 'hidden';
    if (this.hidden && this.raf) {
      this.env?.window.cancelAnimationFrame(this.raf);
      this.raf = 0;
    }
    this.last = -1;
    this.schedule(true);
  };

  private readonly onMotionPreference = (event: MediaQueryListEvent): void => {
    this.reducedMotion = event.matches;
    this.last = -1;
    this.schedule(true);
  };
}
