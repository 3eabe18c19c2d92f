/* eslint-disable @typescript-eslint/no-non-null-assertion -- see simulation.ts */
import type { Theme } from '@/state/theme-document';
import { cloneConfig, FRAME_MS } from './config';
import { DEFAULT_CONFIG, type ParticleConfig } from '@/shared/particle-look';
import { debounce, type Debounced } from './debounce';
import { toPalette, type Palette } from './palette';
import { createRandom } from '@/shared/rng';
import { ParticleSimulation } from './simulation';

export type RendererKind = 'webgl' | '2d';

/** Live counters, mutated in place (read by tests and the benchmark through `window.__particles`). */
export interface ParticleStats {
  renderer: RendererKind | 'none';
  count: number;
  links: number;
  /** Frames drawn by the active renderer. */
  frames: number;
  /** Simulation steps taken (zero while the field has been paused since it started). */
  steps: number;
  /** Field rebuilds after resizes. */
  rebuilds: number;
  animating: boolean;
  /** The frame rate the field aims at now (`maxFps`, lower while frames arrive late; 0 when still). */
  targetFps: number;
}

/** Counters before anything has run. */
export function emptyStats(renderer: ParticleStats['renderer']): ParticleStats {
  return { renderer, count: 0, links: 0, frames: 0, steps: 0, rebuilds: 0, animating: false, targetFps: 0 };
}

/** Draws the current simulation state once; a renderer's only job. */
export type Painter = () => void;

/**
 * What the engine needs from where it runs (the page's main thread, or a worker drawing into an
 * OffscreenCanvas): the field's size, the pixel ratio, the clock, timers and animation frames.
 * Visibility, the pause state and resizes are pushed in through the engine's methods (see
 * host/window-inputs.ts).
 */
export interface EngineEnvironment {
  /**
   * The size, in CSS px, of the element the field fills (the fixed full-screen layer), and of the
   * window, whose area sets the particle count (one particle per 8000 px²; the layer's when absent).
   */
  measure(): { width: number; height: number; windowWidth?: number; windowHeight?: number };
  /** The display's devicePixelRatio (before the config's cap). */
  pixelRatio(): number;
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(id: number): void;
  /** The clock animation frames are stamped with (`performance.now()`). */
  now(): number;
  setTimer(callback: () => void, ms: number): number;
  clearTimer(id: number): void;
}

/** What the environment knows when the engine starts. */
export interface StartState {
  hidden: boolean;
  /** The visitor paused the background (or prefers reduced motion and has not played it). */
  paused: boolean;
}

/** A frame counts as late when it comes this much later than asked for (×, of the frame interval). */
const LATE = 1.5;
/** Consecutive late frames before the rate drops one step (one hiccup, a GC or a scroll, is not a trend). */
const LATE_FRAMES_TO_SLOW = 2;
/** Each step down (or back up) multiplies (divides) the frame interval by this. */
const RATE_STEP = 1.5;
/** Seconds of frames on time before the rate climbs back one step. */
const ON_TIME_SECONDS_TO_SPEED_UP = 2;
/** A frame is drawn only once the fastest particle can have moved this many device px. */
const MIN_VISIBLE_MOVE_PX = 0.25;
/**
 * The wait before a frame is timed to end this long before the frame is due; the animation frame
 * asked for then lands on the display's next refresh at or after it.
 */
const TIMER_LEAD_MS = 4;
/**
 * A frame this close to due counts as due: more than the timer's lead (a frame the timer asked for
 * is never put off again), less than one refresh of a 144 Hz display (an earlier refresh is).
 */
const EARLY_TOLERANCE_MS = 5;

/**
 * Owns the simulation, the clock and the renderer hand-over. One loop steps the field and asks
 * whichever renderer is active to paint it, so switching renderers (WebGL ⇄ 2D on context loss)
 * keeps the same particles mid-flight.
 *
 * Frames only where they are seen: the loop draws at most `maxFps` frames a second (a timer waits
 * out the gap, then an animation frame aligns the draw with the display), fewer while frames
 * arrive late (down to `minFps`, back up once they come on time), and none when nothing would
 * visibly move. Motion is time-based, so the speed in px/s is the same at every rate. The loop stops
 * while the tab is hidden or the visitor has paused the background; paused, the field is painted
 * only when its picture changes (start, resize, theme or config change) and never stepped. The
 * engine touches no DOM, so the same class runs on the main thread (WebGL) and in the 2D worker.
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
  private env: EngineEnvironment | null = null;
  private raf = 0;
  private timer = 0;
  /** Time of the last step (-1: the next step is the first after a stop, one 60 Hz frame long). */
  private last = -1;
  /** The current target time between frames, ms (between `shortest` and `longest`). */
  private interval = 0;
  /** Bounds of `interval`, set when the config or the field changes (never computed per frame). */
  private shortest = 0;
  private longest = 0;
  /** When the next frame is due (the engine's clock, ms). */
  private due = 0;
  private lateFrames = 0;
  private onTimeFrames = 0;
  private hidden = false;
  private paused = false;
  private readonly listeners = new Set<() => void>();
  private readonly rebuildLater: Debounced;

  constructor(seed: number, config: Readonly<ParticleConfig> = DEFAULT_CONFIG) {
    this.config = cloneConfig(config);
    this.sim = new ParticleSimulation(this.config, createRandom(seed));
    this.palette = toPalette(this.config.colors[this.theme]);
    this.rebuildLater = debounce(
      () => this.rebuild(),
      () => this.config.resizeDebounceMs,
    );
  }

  /** Starts measuring and drawing. */
  attach(env: EngineEnvironment, state: StartState = { hidden: false, paused: false }): void {
    this.env = env;
    this.hidden = state.hidden;
    this.paused = state.paused;
    const { width, height, windowWidth, windowHeight } = env.measure();
    this.sim.reset(width, height, windowWidth, windowHeight);
    this.resetRate();
    this.syncStats();
    this.notify();
    this.schedule(true); // a painter set before attach() drew an empty field: paint the real one
  }

  detach(): void {
    if (!this.env) return;
    this.rebuildLater.cancel();
    this.stop();
    this.env = null;
  }

  /** A resize happened: the field is rebuilt `resizeDebounceMs` after the last one. */
  resized(): void {
    this.rebuildLater();
  }

  /** The page was hidden or shown: no frames while hidden, and no time jump when it returns. */
  setHidden(hidden: boolean): void {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    if (hidden) this.stop();
    this.last = -1;
    this.schedule(true);
  }

  /**
   * The visitor paused or played the background. Paused, the picture on screen stays as it is (no
   * new frame is drawn for it); played, the field moves on from there without a time jump.
   */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) this.stop();
    this.last = -1;
    this.schedule();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** The device pixel ratio the renderers draw at (capped by the config). */
  get pixelRatio(): number {
    return Math.min(this.env?.pixelRatio() || 1, this.config.maxDpr);
  }

  /**
   * Hands drawing to a renderer (or to none). The new painter draws at once, before it is shown.
   * A painter that throws (now or in any later frame) is dropped at once, never called again, and
   * `onFail` is told once: the caller then picks the next renderer (WebGL → 2D → none).
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
    this.resetRate();
    this.restyle();
  }

  /** Rebuilds the field for the layer's current size (runs 150 ms after the last resize). */
  rebuild(): void {
    if (!this.env) return;
    const { width, height, windowWidth, windowHeight } = this.env.measure();
    this.sim.resize(width, height, windowWidth, windowHeight);
    this.stats.rebuilds++;
    this.resetRate();
    this.syncStats();
    this.notify();
    this.requestStill();
  }

  /**
   * Something changed the picture (the canvas was resized, a restyle, a rebuild): a fresh frame now
   * when the field stands still, else the loop's next frame shows it (and a loop that had nothing to
   * move starts again).
   */
  requestStill(): void {
    this.schedule(true);
  }

  /** The loop runs: a renderer, a visible tab, not paused, and something that moves. */
  get animating(): boolean {
    return this.painter !== null && !this.hidden && !this.paused && this.interval < Infinity;
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
    this.syncRate();
  }

  private syncRate(): void {
    this.stats.animating = this.animating;
    this.stats.targetFps = this.animating ? Math.round(100_000 / this.interval) / 100 : 0;
  }

  /**
   * The shortest frame interval worth drawing: `maxFps`, longer on a canvas so large that `maxFps`
   * frames would exceed `maxMegapixelsPerSecond`, or when the fastest particle would move less than
   * MIN_VISIBLE_MOVE_PX device px in it (Infinity when nothing moves at all).
   */
  private baseInterval(): number {
    const { maxFps, speedMax, maxMegapixelsPerSecond } = this.config;
    const dpr = this.pixelRatio;
    const pxPerMs = (speedMax * (this.sim.count > 0 ? 1 : 0) * dpr) / FRAME_MS;
    if (!(pxPerMs > 0) || !(maxFps > 0)) return Infinity;
    const pixels = this.sim.width * this.sim.height * dpr * dpr;
    const areaInterval = maxMegapixelsPerSecond > 0 ? pixels / (maxMegapixelsPerSecond * 1000) : 0;
    return Math.max(1000 / maxFps, areaInterval, MIN_VISIBLE_MOVE_PX / pxPerMs);
  }

  private resetRate(): void {
    this.shortest = this.baseInterval();
    this.longest = Math.max(this.shortest, 1000 / Math.max(this.config.minFps, 1));
    this.interval = this.shortest;
    this.lateFrames = 0;
    this.onTimeFrames = 0;
  }

  /** Frame-rate policy: slower while frames come late, back up once they come on time again. */
  private adapt(elapsed: number): void {
    if (elapsed > this.interval * LATE) {
      this.onTimeFrames = 0;
      if (++this.lateFrames >= LATE_FRAMES_TO_SLOW) {
        this.lateFrames = 0;
        this.interval = Math.min(this.interval * RATE_STEP, this.longest);
        this.syncRate();
      }
    } else {
      this.lateFrames = 0;
      if (this.interval > this.shortest && ++this.onTimeFrames * this.interval >= ON_TIME_SECONDS_TO_SPEED_UP * 1000) {
        this.onTimeFrames = 0;
        this.interval = Math.max(this.interval / RATE_STEP, this.shortest);
        this.syncRate();
      }
    }
  }

  private stop(): void {
    const env = this.env;
    if (this.raf) env?.cancelFrame(this.raf);
    if (this.timer) env?.clearTimer(this.timer);
    this.raf = 0;
    this.timer = 0;
  }

  /** Runs the loop if animating; otherwise, with `still`, paints one frame without stepping. */
  private schedule(still = false): void {
    const env = this.env;
    this.syncRate();
    if (!env || this.raf || this.timer) return;
    if (this.animating) {
      this.due = this.last < 0 ? 0 : this.last + this.interval;
      this.requestDueFrame();
    } else if (still && this.painter && !this.hidden) this.raf = env.requestFrame(this.tick);
  }

  /**
   * An animation frame when the next frame is due or just after: a timer waits out most of the gap,
   * then rAF aligns it. (Times live in fields, not arguments: a fractional number passed to a call
   * that is not inlined is boxed into a new heap number, an allocation per frame.)
   */
  private requestDueFrame(): void {
    const env = this.env!;
    // whole milliseconds, for the same reason
    const wait = (this.due - env.now() - TIMER_LEAD_MS) | 0;
    if (wait > 1) this.timer = env.setTimer(this.onTimer, wait);
    else this.raf = env.requestFrame(this.tick);
  }

  private readonly onTimer = (): void => {
    this.timer = 0;
    if (this.animating && !this.raf) this.raf = this.env!.requestFrame(this.tick);
  };

  private readonly tick = (now: number): void => {
    this.raf = 0;
    if (this.animating && this.last >= 0 && now - this.last < this.interval - EARLY_TOLERANCE_MS) {
      // the timer ran early (or the frame's timestamp is the refresh's, well before the callback ran)
      this.requestDueFrame();
      return;
    }
    if (this.animating) {
      const elapsed = this.last < 0 ? FRAME_MS : now - this.last;
      if (this.last >= 0) this.adapt(elapsed);
      this.last = now;
      this.sim.step(elapsed);
      // rare: a dense cluster overflowed the link buffers; grow them once, outside step()
      if (this.sim.linksDropped > 0) this.sim.growLinkBuffers();
      this.stats.steps++;
      this.stats.links = this.sim.linkCount;
      this.due = now + this.interval;
      this.requestDueFrame();
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
