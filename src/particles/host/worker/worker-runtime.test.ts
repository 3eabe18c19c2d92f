import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloneConfig, FRAME_MS } from '../../core/config';
import { DEFAULT_CONFIG } from '@/shared/particle-look';
import type { ParticleStats } from '../../core/engine';
import { createWorkerRuntime } from './worker-runtime';
import type { FromWorker, ToWorker } from './protocol';

/** A worker scope with hand-cranked animation frames and a record of what it posted. */
function fakeScope({ withFrames = true } = {}) {
  const posted: FromWorker[] = [];
  const callbacks = new Map<number, (now: number) => void>();
  let nextId = 1;
  const scope = {
    postMessage: (message: FromWorker) => posted.push(message),
    requestAnimationFrame: withFrames
      ? (cb: (t: number) => void) => {
          callbacks.set(nextId, cb);
          return nextId++;
        }
      : undefined,
    cancelAnimationFrame: withFrames ? (id: number) => void callbacks.delete(id) : undefined,
  };
  /** One 60 Hz refresh: the worker's due timers (fake), then its animation frames, on one clock. */
  const frame = () => {
    vi.advanceTimersByTime(FRAME_MS);
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const cb of due) cb(performance.now());
  };
  return { scope, posted, frame, queued: () => callbacks.size + vi.getTimerCount() };
}

/** A 2D context that takes every call and draws nothing (jsdom has no canvas); `fail` makes its drawing throw. */
const fakeContext = (fail: { drawing: boolean }) =>
  new Proxy(
    {},
    {
      get: () => () => {
        if (fail.drawing) throw new Error('injected: drawing failed');
      },
      set: () => true,
    },
  );

/** An OffscreenCanvas stand-in; `contexts.none` makes getContext() return null, as a broken one can. */
const contexts = { none: false, drawing: false };
class FakeOffscreenCanvas {
  constructor(
    public width = 0,
    public height = 0,
  ) {}
  getContext() {
    return contexts.none ? null : fakeContext(contexts);
  }
}
const canvas = () => new FakeOffscreenCanvas() as unknown as OffscreenCanvas;

function start(handle: (message: ToWorker) => void, overrides: Partial<Extract<ToWorker, { type: 'start' }>> = {}) {
  handle({
    type: 'start',
    canvas: canvas(),
    seed: 7,
    config: cloneConfig(),
    theme: 'dark',
    viewport: { width: 1280, height: 800, windowWidth: 1280, windowHeight: 800, dpr: 1 },
    hidden: false,
    paused: false,
    ...overrides,
  });
}

const lastStats = (posted: FromWorker[]): ParticleStats | undefined => {
  const last = posted.at(-1);
  return last?.type === 'stats' ? last.stats : undefined;
};

beforeEach(() => {
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  contexts.none = false;
  contexts.drawing = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the 2D worker', () => {
  it('builds the field for the page size, reports it, and animates on its own frames', () => {
    const { scope, posted, frame } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle);
    expect(lastStats(posted)).toMatchObject({ renderer: '2d', count: 128, rebuilds: 0 });
    const fps = DEFAULT_CONFIG.maxFps;
    for (let i = 0; i < 60; i++) frame(); // a second of 60 Hz refreshes: maxFps frames
    handle({ type: 'stats', id: 3 });
    expect(posted.at(-1)).toMatchObject({
      type: 'stats',
      id: 3,
      stats: { steps: fps, animating: true, targetFps: fps },
    });
    expect(lastStats(posted)?.frames).toBeGreaterThanOrEqual(fps);
  });

  it('rebuilds at once for the size the page sends (the page debounces its resize events)', () => {
    const { scope, posted } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle);
    handle({ type: 'rebuild', viewport: { width: 800, height: 500, windowWidth: 800, windowHeight: 500, dpr: 2 } });
    expect(lastStats(posted)).toMatchObject({ count: 50, rebuilds: 1 });
  });

  it('draws nothing while hidden and one still frame while paused', () => {
    const { scope, posted, frame, queued } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle, { paused: true });
    frame();
    frame();
    handle({ type: 'stats', id: 1 });
    expect(lastStats(posted)).toMatchObject({ steps: 0, animating: false });
    const stillFrames = lastStats(posted)?.frames;
    handle({ type: 'paused', paused: false });
    frame();
    handle({ type: 'hidden', hidden: true });
    expect(queued()).toBe(0);
    handle({ type: 'stats', id: 2 });
    expect(lastStats(posted)).toMatchObject({ steps: 1, animating: false });
    expect(lastStats(posted)?.frames).toBeGreaterThan(stillFrames ?? Infinity);
  });

  it('applies a tuned config and a theme, reporting the new count', () => {
    const { scope, posted } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle);
    const config = cloneConfig();
    config.areaPerParticle = 16000;
    handle({ type: 'config', config });
    expect(lastStats(posted)?.count).toBe(64);
    const reports = posted.length;
    handle({ type: 'theme', theme: 'light' });
    expect(posted.length).toBe(reports + 1); // a restyle is reported too
  });

  it('falls back to timers where a worker has no animation frames (still maxFps frames a second)', () => {
    const { scope, posted } = fakeScope({ withFrames: false });
    const handle = createWorkerRuntime(scope);
    start(handle);
    vi.advanceTimersByTime(1000);
    handle({ type: 'stats', id: 1 });
    // (without a display to align to, a frame is drawn when the timer fires, a few ms before due)
    expect(lastStats(posted)?.steps).toBeGreaterThanOrEqual(DEFAULT_CONFIG.maxFps - 1);
    expect(lastStats(posted)?.steps).toBeLessThanOrEqual(DEFAULT_CONFIG.maxFps + 2);
  });

  it('ignores everything before start, and a second start', () => {
    const { scope, posted } = fakeScope();
    const handle = createWorkerRuntime(scope);
    handle({ type: 'stats', id: 1 });
    handle({ type: 'rebuild', viewport: { width: 10, height: 10, windowWidth: 10, windowHeight: 10, dpr: 1 } });
    expect(posted).toEqual([]);
    start(handle);
    const count = lastStats(posted)?.count;
    start(handle, { viewport: { width: 100, height: 100, windowWidth: 100, windowHeight: 100, dpr: 1 } });
    expect(lastStats(posted)?.count).toBe(count);
  });

  it('says it cannot draw when its canvas gives no 2D context, and then does nothing', () => {
    contexts.none = true;
    const { scope, posted, frame, queued } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle);
    expect(posted).toEqual([{ type: 'failed', reason: expect.stringContaining('no 2D context') }]);
    frame();
    handle({ type: 'stats', id: 1 });
    start(handle);
    expect(posted).toHaveLength(1);
    expect(queued()).toBe(0);
  });

  it('says it cannot draw once when its renderer throws, and stops drawing', () => {
    const { scope, posted, frame, queued } = fakeScope();
    const handle = createWorkerRuntime(scope);
    start(handle);
    frame();
    contexts.drawing = true;
    for (let i = 0; i < 12; i++) frame(); // 12 refreshes at 60 Hz hold at least two capped frames
    expect(posted.filter((m) => m.type === 'failed')).toEqual([
      { type: 'failed', reason: expect.stringContaining('injected') },
    ]);
    expect(queued()).toBe(0);
  });
});
