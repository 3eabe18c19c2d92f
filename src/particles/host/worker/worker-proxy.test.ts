import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticleStats } from '../../core/engine';
import { WorkerProxy } from './worker-proxy';
import type { FromWorker, ToWorker } from './protocol';

/** A Worker stand-in that records what the page posts and lets the test answer. */
class FakeWorker {
  static last: FakeWorker | null = null;
  posted: ToWorker[] = [];
  transferred: Transferable[][] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    public url: URL,
    public options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker, transfer: Transferable[] = []) {
    this.posted.push(message);
    this.transferred.push(transfer);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

const offscreen = { width: 0, height: 0 } as unknown as OffscreenCanvas;
const stats = (count: number, frames = 0): ParticleStats => ({
  renderer: '2d',
  count,
  links: 0,
  frames,
  steps: frames,
  rebuilds: 0,
  animating: true,
  targetFps: 20,
});

function setup(transfer: () => OffscreenCanvas = () => offscreen) {
  const canvas = { transferControlToOffscreen: vi.fn(transfer) } as unknown as HTMLCanvasElement;
  const layer = document.createElement('div');
  Object.defineProperties(layer, {
    clientWidth: { value: 1280, configurable: true },
    clientHeight: { value: 800, configurable: true },
  });
  const onStats = vi.fn();
  const onError = vi.fn();
  const field = new WorkerProxy(canvas, layer, {
    seed: 9,
    theme: 'light',
    state: { hidden: false, paused: true },
    onStats,
    onError,
  });
  const worker = FakeWorker.last!;
  return { field, worker, layer, onStats, onError };
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WorkerProxy (the page side of the 2D worker)', () => {
  it('starts a module worker with the canvas transferred, the seed, theme, size and page state', () => {
    const { worker } = setup();
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.posted[0]).toMatchObject({
      type: 'start',
      canvas: offscreen,
      seed: 9,
      theme: 'light',
      viewport: { width: 1280, height: 800 },
      hidden: false,
      paused: true,
    });
    expect(worker.transferred[0]).toEqual([offscreen]);
  });

  it('asks the worker for a rebuild once, 150 ms after the last resize event of a storm', () => {
    vi.useFakeTimers();
    const { field, worker, layer } = setup();
    for (let i = 0; i < 10; i++) {
      field.resized();
      vi.advanceTimersByTime(40);
    }
    Object.defineProperty(layer, 'clientWidth', { value: 640 });
    vi.advanceTimersByTime(109);
    expect(worker.posted.filter((m) => m.type === 'rebuild')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(worker.posted.filter((m) => m.type === 'rebuild')).toEqual([
      {
        type: 'rebuild',
        viewport: {
          width: 640,
          height: 800,
          windowWidth: window.innerWidth,
          windowHeight: window.innerHeight,
          dpr: window.devicePixelRatio || 1,
        },
      },
    ]);
  });

  it('forwards visibility, the pause control, theme and tuned config', () => {
    const { field, worker } = setup();
    field.setHidden(true);
    field.setPaused(false);
    field.setTheme('dark');
    field.config.areaPerParticle = 16000;
    field.applyConfig();
    expect(worker.posted.slice(1)).toEqual([
      { type: 'hidden', hidden: true },
      { type: 'paused', paused: false },
      { type: 'theme', theme: 'dark' },
      { type: 'config', config: expect.objectContaining({ areaPerParticle: 16000 }) },
    ]);
  });

  it('mirrors reported counters and answers stats requests with the worker reply', async () => {
    const { field, worker, onStats } = setup();
    worker.reply({ type: 'stats', stats: stats(128) });
    expect(onStats).toHaveBeenCalledWith(expect.objectContaining({ count: 128 }));
    expect(field.stats.count).toBe(128);
    const pending = field.readStats();
    const request = worker.posted.at(-1);
    expect(request).toMatchObject({ type: 'stats' });
    worker.reply({ type: 'stats', stats: stats(128, 42), id: (request as { id: number }).id });
    await expect(pending).resolves.toMatchObject({ frames: 42 });
    expect(onStats).toHaveBeenCalledTimes(1); // a requested reply is not a change
  });

  it('reports a worker that fails, and terminates it on dispose', () => {
    vi.useFakeTimers();
    const { field, worker, onError } = setup();
    const event = { preventDefault: vi.fn() } as unknown as ErrorEvent;
    worker.onerror?.(event);
    expect(onError).toHaveBeenCalledTimes(1);
    field.resized();
    field.dispose();
    vi.advanceTimersByTime(500);
    expect(worker.terminated).toBe(true);
    expect(worker.posted.filter((m) => m.type === 'rebuild')).toEqual([]);
  });

  it('a canvas that cannot be transferred throws from the constructor and leaves no worker running', () => {
    expect(() =>
      setup(() => {
        throw new DOMException('injected', 'InvalidStateError');
      }),
    ).toThrow('injected');
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('reports a worker that says it cannot draw', () => {
    const { worker, onError, onStats } = setup();
    worker.reply({ type: 'failed', reason: 'no 2D context' });
    expect(onError).toHaveBeenCalledWith('no 2D context');
    expect(onStats).not.toHaveBeenCalled();
  });
});
