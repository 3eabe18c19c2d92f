import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@/shared/particle-look';
import { sampleAllocations } from '../../../tests/support/heap-sampling';
import { ParticleEngine, type EngineEnvironment } from './engine';

// the engine's loop, the simulation it steps, and this file, into whose loop V8 may inline them
const SAMPLED_FILES = ['/engine.ts', '/simulation.ts', '/engine.alloc.test.ts'];

/** A host with one slot for the pending animation frame and one for the pending timer (no allocation). */
class SlotHost implements EngineEnvironment {
  clock = 0;
  frame: ((now: number) => void) | null = null;
  timer: (() => void) | null = null;
  timerAt = 0;
  measure = () => ({ width: 1920, height: 1080 });
  pixelRatio = () => 1;
  now = () => this.clock;
  requestFrame = (callback: (now: number) => void) => {
    this.frame = callback;
    return 1;
  };
  cancelFrame = () => {
    this.frame = null;
  };
  setTimer = (callback: () => void, ms: number) => {
    this.timer = callback;
    this.timerAt = this.clock + ms;
    return 1;
  };
  clearTimer = () => {
    this.timer = null;
  };
  private tick = 0;
  /**
   * One ~60 Hz display refresh (17, 17, 16 ms: whole numbers, so that this harness passing the time to
   * the engine does not box a double itself), a due timer, then the animation frame.
   */
  refresh(): void {
    this.clock += ++this.tick % 3 === 0 ? 16 : 17;
    const timer = this.timer;
    if (timer && this.timerAt <= this.clock) {
      this.timer = null;
      timer();
    }
    const frame = this.frame;
    this.frame = null;
    if (frame) frame(this.clock);
  }
}

describe('no allocation per frame in the engine loop (V8 sampling heap profiler)', () => {
  it('allocates nothing while scheduling, stepping and painting at 1920×1080', async () => {
    const host = new SlotHost();
    const engine = new ParticleEngine(5, DEFAULT_CONFIG);
    let painted = 0;
    engine.setPainter(() => void painted++, '2d');
    engine.attach(host, { hidden: false, paused: false });
    const run = (refreshes: number) => {
      for (let r = 0; r < refreshes; r++) host.refresh();
    };
    run(15_000); // warm up to the optimising tier (see simulation.alloc.test.ts)
    // the first clean window is the steady state, as in simulation.alloc.test.ts
    const windows = [];
    for (let w = 0; w < 20; w++) {
      const sites = await sampleAllocations(() => run(6000), SAMPLED_FILES);
      windows.push(sites);
      if (sites.length === 0) break;
    }
    expect(painted).toBeGreaterThan(5000);
    expect(windows.at(-1)).toEqual([]);
  });
});
