import { describe, expect, it } from 'vitest';
import { FRAME_MS } from './config';
import { DEFAULT_CONFIG } from '@/shared/particle-look';
import { sampleAllocations } from '../../../tests/support/heap-sampling';
import { createRandom } from '@/shared/rng';
import { ParticleSimulation } from './simulation';

// the simulation, and this file, into whose loops V8 may inline it
const SAMPLED_FILES = ['/simulation.ts', '/simulation.alloc.test.ts'];

describe('no allocation per frame (V8 sampling heap profiler)', () => {
  it('allocates nothing in step() + computeLinks() over 3000 frames at 1920×1080', async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    sim.reset(1920, 1080);
    const run = (frames: number) => {
      for (let f = 0; f < frames; f++) sim.step(FRAME_MS);
    };
    // Warm up until the optimising compiler has the hot functions: before that, V8's interpreter and
    // baseline tiers box every double in a HeapNumber (a few KB over the first frames, JS-engine
    // bookkeeping rather than our code allocating). The steady state is what a visitor runs.
    run(5000);
    // On a loaded machine V8 may still (re-)optimise in a later window (seen in CI: 7.7 KB boxed in one
    // window; the optimising compiler runs on a thread of its own, which a busy machine holds back). An
    // allocation made by the code itself shows in every window, so the first clean window is the
    // steady state; twenty windows without one stand for "never", however busy the machine.
    const windows = [];
    for (let w = 0; w < 20; w++) {
      const sites = await sampleAllocations(() => run(3000), SAMPLED_FILES);
      windows.push(sites);
      if (sites.length === 0) break;
    }
    expect(windows.at(-1)).toEqual([]);
  });

  it('the same probe does catch an allocation made inside simulation.ts', async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    const sites = await sampleAllocations(() => {
      for (let f = 0; f < 50; f++) sim.reset(640, 480); // reset() allocates its arrays on purpose
    }, SAMPLED_FILES);
    expect(sites.length).toBeGreaterThan(0);
  });
});
