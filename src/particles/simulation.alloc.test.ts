import { Session } from 'node:inspector/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, FRAME_MS } from './config';
import { createRandom } from './rng';
import { ParticleSimulation } from './simulation';

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: ProfileNode[];
}

/** Bytes V8's sampling heap profiler attributes to code running inside simulation.ts, per call site. */
function allocationsUnderSimulation(node: ProfileNode, inside = false, out: string[] = []): string[] {
  const here = inside || node.callFrame.url.includes('simulation.ts');
  if (here && node.selfSize > 0) out.push(`${node.callFrame.functionName || '(anonymous)'} ${node.selfSize} B`);
  for (const child of node.children) allocationsUnderSimulation(child, here, out);
  return out;
}

describe('no allocation per frame (V8 sampling heap profiler)', () => {
  it('allocates nothing in step() + computeLinks() over 3000 frames at 1920×1080', { timeout: 60_000 }, async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    sim.reset(1920, 1080);
    // Warm up until the optimising compiler has the hot functions: before that, V8's interpreter and
    // baseline tiers box every double in a HeapNumber (a few KB over the first frames, JS-engine
    // bookkeeping rather than our code allocating). The steady state is what a visitor runs.
    for (let f = 0; f < 5000; f++) sim.step(FRAME_MS);

    const session = new Session();
    session.connect();
    try {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 32,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      for (let f = 0; f < 3000; f++) sim.step(FRAME_MS);
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
      // the profiler does see allocations made from this file's frames
      expect(JSON.stringify(profile.head).length).toBeGreaterThan(0);
      expect(allocationsUnderSimulation(profile.head)).toEqual([]);
    } finally {
      session.disconnect();
    }
  });

  it('the same probe does catch an allocation made inside simulation.ts', async () => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(99));
    const session = new Session();
    session.connect();
    try {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 32,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      for (let f = 0; f < 50; f++) sim.reset(640, 480); // reset() allocates its arrays on purpose
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
      expect(allocationsUnderSimulation(profile.head).length).toBeGreaterThan(0);
    } finally {
      session.disconnect();
    }
  });
});
