import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloneConfig, FRAME_MS } from './config';
import { DEFAULT_CONFIG, type ParticleConfig } from '@/shared/particle-look';
import { ParticleEngine, type EngineEnvironment } from './engine';
import { isPageHidden, watchWindow } from '../host/window-inputs';

/**
 * Just enough of `window` for the engine, with a hand-cranked clock: each display refresh fires the
 * timers that came due, then the animation frames asked for (as a browser runs them at its vsync).
 */
class FakeWindow extends EventTarget {
  document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  private callbacks = new Map<number, (now: number) => void>();
  private timers = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;
  now = 1000;
  /** Display refresh period, ms. */
  period = FRAME_MS;
  /** How long after its refresh an animation frame callback runs (a busy thread): the clock reads later. */
  lag = 0;

  requestAnimationFrame(cb: (now: number) => void): number {
    const id = this.nextId++;
    this.callbacks.set(id, cb);
    return id;
  }
  cancelAnimationFrame(id: number): void {
    this.callbacks.delete(id);
  }
  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(id: number): void {
    this.timers.delete(id);
  }
  /** Animation frames or timers waiting. */
  get queued(): number {
    return this.callbacks.size + this.timers.size;
  }
  /** One display refresh `ms` after the previous one. */
  frame(ms = this.period): void {
    this.now += ms;
    for (const [id, timer] of [...this.timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > this.now) continue;
      this.timers.delete(id);
      timer.callback();
    }
    const due = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const cb of due) cb(this.now);
  }
  /** Runs the display for `ms`. */
  run(ms: number): void {
    const end = this.now + ms - 1e-6;
    while (this.now + this.period <= end + this.period / 2) this.frame();
  }
  setHidden(hidden: boolean): void {
    this.document.visibilityState = hidden ? 'hidden' : 'visible';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
}

/** Starts `engine` on the fake window the way the page does: a host, then the window's events. */
function start(engine: ParticleEngine, win: FakeWindow, size: { width: number; height: number }, paused = false) {
  const host: EngineEnvironment = {
    measure: () => size,
    pixelRatio: () => 1,
    requestFrame: (cb) => win.requestAnimationFrame(cb),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
    now: () => win.now + win.lag,
    setTimer: (cb, ms) => win.setTimeout(cb, ms),
    clearTimer: (id) => win.clearTimeout(id),
  };
  const page = win as unknown as Window;
  engine.attach(host, { hidden: isPageHidden(page), paused });
  watchWindow(page, engine);
}

function setup({
  size = { width: 1280, height: 800 },
  paused = false,
  config = DEFAULT_CONFIG as Readonly<ParticleConfig>,
} = {}) {
  const win = new FakeWindow();
  const engine = new ParticleEngine(7, config);
  start(engine, win, size, paused);
  const painter = vi.fn();
  engine.setPainter(painter, '2d');
  return { win, engine, painter, size };
}

const withConfig = (edit: Partial<ParticleConfig>) => Object.assign(cloneConfig(), edit);
const positions = (engine: ParticleEngine) => Array.from(engine.sim.positions.subarray(0, 2 * engine.sim.count));

/** The default frame cap (15 frames a second). */
const FPS = DEFAULT_CONFIG.maxFps;

afterEach(() => vi.useRealTimers());

describe('ParticleEngine', () => {
  it('paints at once when handed a renderer, then steps and paints maxFps times a second', () => {
    const { win, engine, painter } = setup();
    expect(engine.stats).toMatchObject({ count: 128, renderer: '2d', animating: true, targetFps: FPS });
    expect(painter).toHaveBeenCalledTimes(1);
    const before = positions(engine);
    win.run(1000);
    expect(painter).toHaveBeenCalledTimes(1 + FPS);
    expect(engine.stats.steps).toBe(FPS);
    expect(positions(engine)).not.toEqual(before);
  });

  it('waits out the gap between frames on a timer: no animation frame is asked for in between', () => {
    const { win, engine } = setup();
    win.frame(); // the first step
    const requested = vi.spyOn(win, 'requestAnimationFrame');
    win.run(1000);
    // one animation frame per drawn frame, not one per display refresh
    expect(requested).toHaveBeenCalledTimes(engine.stats.frames - 2);
    expect(engine.stats.frames - 2).toBeLessThanOrEqual(FPS);
  });

  it('never draws more than maxFps frames a second, even when callbacks run late after their refresh', () => {
    const { win, engine } = setup();
    win.lag = 14; // each callback starts 14 ms after the refresh it is stamped with
    win.run(500);
    const frames = engine.stats.frames;
    win.run(3000);
    expect(engine.stats.frames - frames).toBeLessThanOrEqual(3 * FPS);
    expect(engine.stats.frames - frames).toBeGreaterThanOrEqual(3 * FPS - 1);
  });

  it('keeps the speed in px/s whatever the frame rate', () => {
    const fast = setup({ config: withConfig({ maxFps: 60 }) });
    const slow = setup({ config: withConfig({ maxFps: 12 }) });
    // both have just drawn then: frames at 1 refresh + k × 1000/12 ms
    fast.win.run(FRAME_MS + 36 * (1000 / 12));
    slow.win.run(FRAME_MS + 36 * (1000 / 12));
    expect(fast.engine.stats.steps).toBeGreaterThan(3 * slow.engine.stats.steps);
    // the same particles at the same places: motion (bounces included) depends on elapsed time only
    const a = positions(fast.engine);
    const b = positions(slow.engine);
    const gap = Math.max(...a.map((v, k) => Math.abs(v - b[k]!)));
    expect(gap).toBeLessThan(0.02); // float32 rounding over ~200 steps; one 60 Hz frame of travel is 0.25
    // and they did move the spec's distance: up to 0.25 px per axis per 60 Hz frame
    const start = setup({ config: withConfig({ maxFps: 12 }) });
    const origin = positions(start.engine);
    start.win.run(1000);
    const moved = positions(start.engine).map((v, k) => Math.abs(v - origin[k]!));
    expect(Math.max(...moved)).toBeGreaterThan(0.25 * 50);
    expect(Math.max(...moved)).toBeLessThanOrEqual(0.25 * 60 + 0.3);
  });

  it('drops to a lower rate while frames arrive late, down to minFps, and climbs back once they are on time', () => {
    const { win, engine } = setup();
    win.run(500);
    expect(engine.stats.targetFps).toBe(FPS);
    win.period = 400; // a struggling device: a refresh every 400 ms
    win.run(5000);
    expect(engine.stats.targetFps).toBeCloseTo(5, 5); // minFps
    win.period = FRAME_MS;
    win.run(2500);
    expect(engine.stats.targetFps).toBeGreaterThan(5);
    expect(engine.stats.targetFps).toBeLessThan(FPS);
    win.run(10_000);
    expect(engine.stats.targetFps).toBe(FPS);
    const frames = engine.stats.frames;
    win.run(1000);
    expect(engine.stats.frames - frames).toBe(FPS);
  });

  it('one late frame (a GC pause, a busy moment) does not lower the rate', () => {
    const { win, engine } = setup();
    win.run(500);
    win.frame(200);
    win.run(500);
    expect(engine.stats.targetFps).toBe(FPS);
  });

  it('draws no frames when nothing moves: speed 0, or an empty field', () => {
    const { win, engine, painter } = setup();
    win.run(200);
    engine.config.speedMax = 0;
    engine.applyConfig();
    win.run(100);
    const calls = painter.mock.calls.length;
    expect(engine.stats).toMatchObject({ animating: false, targetFps: 0 });
    win.run(2000);
    expect(painter).toHaveBeenCalledTimes(calls);
    expect(win.queued).toBe(0);
    engine.config.speedMax = 0.25;
    engine.applyConfig();
    win.run(1000);
    expect(painter.mock.calls.length).toBeGreaterThanOrEqual(calls + FPS);

    const empty = setup({ size: { width: 50, height: 50 } }); // under 8000 px²: no particle
    empty.win.run(1000);
    expect(empty.engine.stats).toMatchObject({ count: 0, animating: false });
    expect(empty.painter).toHaveBeenCalledTimes(1); // the still (empty) field when handed over
  });

  it('a frame is drawn only once the fastest particle can have moved a quarter of a device pixel', () => {
    // 0.001 px per 60 Hz frame = 0.06 px/s: a quarter pixel every ~4.2 s
    const { win, engine, painter } = setup({ config: withConfig({ speedMax: 0.001 }) });
    win.frame();
    const calls = painter.mock.calls.length;
    win.run(10_000);
    expect(painter.mock.calls.length - calls).toBeGreaterThanOrEqual(2);
    expect(painter.mock.calls.length - calls).toBeLessThanOrEqual(3);
    expect(engine.stats.targetFps).toBeCloseTo(0.24, 2);
  });

  it('a canvas too large for maxFps frames within the pixel budget draws fewer frames a second', () => {
    // 3840×2160 at DPR 1 is 8,294,400 device px; 80 million a second allow 80e6 / 8294400 ≈ 9.65 frames
    const big = setup({ size: { width: 3840, height: 2160 } });
    expect(big.engine.stats.targetFps).toBeCloseTo(80e6 / (3840 * 2160), 1);
    big.win.run(500);
    const frames = big.engine.stats.frames;
    big.win.run(4000);
    // on a 60 Hz display a frame lands on a refresh: every 6th (100 ms) at the earliest, so 9.65–10 a second
    expect(big.engine.stats.frames - frames).toBeGreaterThanOrEqual(37);
    expect(big.engine.stats.frames - frames).toBeLessThanOrEqual(40);
    // 1920×1080 (2.1 million px) is within the budget at the full cap
    expect(setup({ size: { width: 1920, height: 1080 } }).engine.stats.targetFps).toBe(FPS);
    // a budget of 0 is no budget
    expect(
      setup({ size: { width: 3840, height: 2160 }, config: withConfig({ maxMegapixelsPerSecond: 0 }) }).engine.stats
        .targetFps,
    ).toBe(FPS);
  });

  it('stops drawing while the tab is hidden and resumes without a time jump', () => {
    const { win, engine, painter } = setup();
    win.run(200);
    win.setHidden(true);
    expect(win.queued).toBe(0);
    const calls = painter.mock.calls.length;
    const frozen = positions(engine);
    win.frame(60_000);
    expect(painter).toHaveBeenCalledTimes(calls);
    win.setHidden(false);
    win.now += 60_000; // a minute in the background
    win.frame();
    // the first frame back steps one 60 Hz frame, not a minute: nobody moved more than 0.25 px per axis
    const moved = positions(engine).map((v, k) => Math.abs(v - frozen[k]!));
    expect(Math.max(...moved)).toBeLessThanOrEqual(0.25 + 1e-4);
    expect(painter.mock.calls.length).toBeGreaterThan(calls);
    expect(engine.stats.animating).toBe(true);
  });

  it('paused: draws nothing more, keeps every particle still, and plays on without a jump', () => {
    const { win, engine, painter } = setup();
    win.run(500);
    engine.setPaused(true);
    expect(win.queued).toBe(0);
    expect(engine.stats).toMatchObject({ animating: false, targetFps: 0 });
    const calls = painter.mock.calls.length;
    const steps = engine.stats.steps;
    const still = positions(engine);
    win.run(2000);
    expect(painter).toHaveBeenCalledTimes(calls);
    expect(engine.stats.steps).toBe(steps);
    expect(positions(engine)).toEqual(still);
    engine.setPaused(false);
    win.frame();
    const moved = positions(engine).map((v, k) => Math.abs(v - still[k]!));
    expect(Math.max(...moved)).toBeLessThanOrEqual(0.25 + 1e-4); // one 60 Hz frame, not the 2 s paused
    win.run(1000);
    expect(engine.stats.steps).toBeGreaterThanOrEqual(steps + FPS);
  });

  it('started paused: one still frame, a new one on a theme change or rebuild, never a step', () => {
    vi.useFakeTimers();
    const size = { width: 1280, height: 800 };
    const { win, engine, painter } = setup({ paused: true, size });
    win.run(100);
    expect(painter).toHaveBeenCalledTimes(1); // handed over to a field already attached
    const still = positions(engine);
    win.run(2000);
    expect(painter).toHaveBeenCalledTimes(1);
    engine.setTheme('light');
    win.run(1000);
    expect(painter).toHaveBeenCalledTimes(2);
    expect(positions(engine)).toEqual(still);
    size.width = 640;
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    win.run(1000);
    expect(painter).toHaveBeenCalledTimes(3);
    expect(engine.stats.steps).toBe(0);
    expect(win.queued).toBe(0);
  });

  it('rebuilds the field 150 ms after the last resize event of a storm', () => {
    vi.useFakeTimers();
    const size = { width: 1280, height: 800 };
    const { win, engine } = setup({ size });
    const rebuilt = vi.fn();
    engine.subscribe(rebuilt);
    for (let i = 0; i < 8; i++) {
      size.width = 600 + i * 50;
      size.height = 500;
      win.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
    }
    expect(engine.sim.count).toBe(128); // still the old field during the storm
    vi.advanceTimersByTime(49);
    expect(rebuilt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(engine.sim.count).toBe(Math.floor((950 * 500) / 8000));
    expect(engine.stats.count).toBe(59);
    expect(rebuilt).toHaveBeenCalledTimes(1);
    expect(engine.stats.rebuilds).toBe(1);
  });

  it('switches palettes on a theme change without touching the simulation buffers', () => {
    const { engine } = setup();
    const buffers = [engine.sim.positions, engine.sim.linkPositions, engine.sim.linkAlphas];
    const revision = engine.styleRevision;
    const dark = engine.palette;
    engine.setTheme('light');
    expect(engine.palette).not.toEqual(dark);
    expect(engine.palette.particleCss).toBe('rgb(71 85 105 / 0.6)');
    expect(engine.styleRevision).toBe(revision + 1);
    expect([engine.sim.positions, engine.sim.linkPositions, engine.sim.linkAlphas]).toEqual(buffers);
    engine.setTheme('light');
    expect(engine.styleRevision).toBe(revision + 1);
  });

  it('applies tuned constants live, the frame cap included', () => {
    const { win, engine } = setup();
    engine.config.areaPerParticle = 16000;
    engine.config.linkDistance = 100;
    engine.config.colors.dark.particle = '#ff0000';
    engine.config.maxFps = 30;
    engine.applyConfig();
    expect(engine.sim.count).toBe(64);
    expect(engine.sim.settings.linkDistance).toBe(100);
    expect(engine.palette.particle).toEqual([1, 0, 0]);
    expect(engine.stats.targetFps).toBe(30);
    win.run(100);
    const frames = engine.stats.frames;
    win.run(1000);
    expect(engine.stats.frames - frames).toBe(30);
    expect(DEFAULT_CONFIG.areaPerParticle).toBe(8000); // the defaults are never edited
  });
});

describe('ParticleEngine start-up order', () => {
  it('paints the field once attached even if the renderer was handed over first (paused)', () => {
    const win = new FakeWindow();
    const engine = new ParticleEngine(7, DEFAULT_CONFIG);
    const seen: number[] = [];
    engine.setPainter(() => seen.push(engine.sim.count), '2d'); // no field yet: paints 0 particles
    start(engine, win, { width: 1280, height: 800 }, true);
    win.frame();
    win.frame();
    expect(seen).toEqual([0, 128]);
  });
});
