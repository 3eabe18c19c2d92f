import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, FRAME_MS } from './config';
import { sampleAllocations } from './heap-sampling';
import { createRandom } from './rng';
import { ParticleSimulation } from './simulation';

describe('no allocation per frame (V8 sampling heap profiler)', () => {
  it('allocates nothing in step() + computeLinks() over 3000 frames at 1920×1080', { timeout: 60_000 }, async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    sim.reset(1920, 1080);
    // Warm up until the optimising compiler has the hot functions: before that, V8's interpreter and
    // baseline tiers box every double in a HeapNumber (a few KB over the first frames, JS-engine
    // bookkeeping rather than our code allocating). The steady state is what a visitor runs.
    for (let f = 0; f < 5000; f++) sim.step(FRAME_MS);
    const sites = await sampleAllocations(() => {
      for (let f = 0; f < 3000; f++) sim.step(FRAME_MS);
    }, 'simulation.ts');
    expect(sites).toEqual([]);
  });

  it('the same probe does catch an allocation made inside simulation.ts', async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    const sites = await sampleAllocations(() => {
      for (let f = 0; f < 50; f++) sim.reset(640, 480); // reset() allocates its arrays on purpose
    }, 'simulation.ts');
    expect(sites.length).toBeGreaterThan(0);
  });
});
