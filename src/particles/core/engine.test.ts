import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, FRAME_MS } from './config';
import { ParticleEngine, type EngineHost } from './engine';
import { readHostState, watchWindow } from '../host/window-inputs';

/** Just enough of `window` for the engine, with a hand-cranked animation frame clock. */
class FakeWindow extends EventTarget {
  document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  motion = Object.assign(new EventTarget(), { matches: false });
  private callbacks = new Map<number, (now: number) => void>();
  private nextId = 1;
  now = 1000;

  requestAnimationFrame(cb: (now: number) => void): number {
    const id = this.nextId++;
    this.callbacks.set(id, cb);
    return id;
  }
  cancelAnimationFrame(id: number): void {
    this.callbacks.delete(id);
  }
  matchMedia(): MediaQueryList {
    return this.motion as unknown as MediaQueryList;
  }
  get queued(): number {
    return this.callbacks.size;
  }
  /** Runs one frame `ms` after the previous one. */
  frame(ms = FRAME_MS): void {
    this.now += ms;
    const due = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const cb of due) cb(this.now);
  }
  setHidden(hidden: boolean): void {
    this.document.visibilityState = hidden ? 'hidden' : 'visible';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
}

/** Starts `engine` on the fake window the way the page does: a host, then the window's events. */
function start(engine: ParticleEngine, win: FakeWindow, size: { width: number; height: number }) {
  const host: EngineHost = {
    measure: () => size,
    pixelRatio: () => 1,
    requestFrame: (cb) => win.requestAnimationFrame(cb),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
  };
  const page = win as unknown as Window;
  engine.attach(host, readHostState(page));
  watchWindow(page, engine);
}

function setup(size = { width: 1280, height: 800 }, reducedMotion = false) {
  const win = new FakeWindow();
  win.motion.matches = reducedMotion;
  const engine = new ParticleEngine(7, DEFAULT_CONFIG);
  start(engine, win, size);
  const painter = vi.fn();
  engine.setPainter(painter, '2d');
  return { win, engine, painter, size };
}

afterEach(() => vi.useRealTimers());

describe('ParticleEngine', () => {
  it('paints at once when handed a renderer, then steps and paints once per frame', () => {
    const { win, engine, painter } = setup();
    expect(engine.stats).toMatchObject({ count: 128, renderer: '2d', animating: true });
    expect(painter).toHaveBeenCalledTimes(1);
    const before = engine.sim.positions.slice(0, 8);
    for (let i = 0; i < 10; i++) win.frame();
    expect(painter).toHaveBeenCalledTimes(11);
    expect(engine.stats.steps).toBe(10);
    expect(engine.sim.positions.slice(0, 8)).not.toEqual(before);
  });

  it('stops drawing while the tab is hidden and resumes without a time jump', () => {
    const { win, engine, painter } = setup();
    win.frame();
    win.setHidden(true);
    expect(win.queued).toBe(0);
    const calls = painter.mock.calls.length;
    const frozen = engine.sim.positions.slice(0, 2 * engine.sim.count);
    win.frame(60_000);
    expect(painter).toHaveBeenCalledTimes(calls);
    win.setHidden(false);
    win.now += 60_000; // a minute in the background
    win.frame();
    // the first frame back steps one 60 Hz frame, not a minute: nobody moved more than 0.25 px per axis
    const moved = engine.sim.positions.slice(0, 2 * engine.sim.count).map((v, k) => Math.abs(v - frozen[k]!));
    expect(Math.max(...moved)).toBeLessThanOrEqual(0.25 + 1e-4);
    expect(painter.mock.calls.length).toBeGreaterThan(calls);
    expect(engine.stats.animating).toBe(true);
  });

  it('draws one still frame under prefers-reduced-motion, and a new still frame on a theme change', () => {
    const { win, engine, painter } = setup(undefined, true);
    expect(painter).toHaveBeenCalledTimes(1);
    const still = engine.sim.positions.slice();
    for (let i = 0; i < 5; i++) win.frame();
    expect(painter).toHaveBeenCalledTimes(1);
    expect(engine.stats.steps).toBe(0);
    engine.setTheme('light');
    win.frame();
    win.frame();
    expect(painter).toHaveBeenCalledTimes(2);
    expect(engine.sim.positions).toEqual(still);
    // the preference is lifted: animation starts
    win.motion.matches = false;
    win.motion.dispatchEvent(Object.assign(new Event('change'), { matches: false }));
    win.frame();
    win.frame();
    expect(engine.stats.steps).toBe(2);
  });

  it('rebuilds the field 150 ms after the last resize event of a storm', () => {
    vi.useFakeTimers();
    const size = { width: 1280, height: 800 };
    const { win, engine } = setup(size);
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

  it('applies tuned constants live', () => {
    const { engine } = setup();
    engine.config.areaPerParticle = 16000;
    engine.config.linkDistance = 100;
    engine.config.colors.dark.particle = '#ff0000';
    engine.applyConfig();
    expect(engine.sim.count).toBe(64);
    expect(engine.sim.settings.linkDistance).toBe(100);
    expect(engine.palette.particle).toEqual([1, 0, 0]);
    expect(DEFAULT_CONFIG.areaPerParticle).toBe(8000); // the defaults are never edited
  });
});

describe('ParticleEngine start-up order', () => {
  it('paints the field once attached even if the renderer was handed over first (reduced motion)', () => {
    const win = new FakeWindow();
    win.motion.matches = true;
    const engine = new ParticleEngine(7, DEFAULT_CONFIG);
    const seen: number[] = [];
    engine.setPainter(() => seen.push(engine.sim.count), '2d'); // no field yet: paints 0 particles
    start(engine, win, { width: 1280, height: 800 });
    win.frame();
    win.frame();
    expect(seen).toEqual([0, 128]);
  });
});
