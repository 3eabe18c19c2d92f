import { FRAME_MS } from '../src/particles/core/config';
import { DEFAULT_CONFIG } from '../src/shared/particle-look';
import { computeLinksNaive } from '../tests/support/naive-links';
import { sampleAllocations } from '../tests/support/heap-sampling';
import { createRandom } from '../src/shared/rng';
import { ParticleSimulation } from '../src/particles/core/simulation';

export interface NodeResult {
  width: number;
  height: number;
  particles: number;
  links: number;
  gridMedianMs: number;
  gridP95Ms: number;
  naiveMedianMs: number;
  naiveP95Ms: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Times one simulation frame (move + links) repeatedly; returns per-frame times in ms, sorted. */
function timeFrames(sim: ParticleSimulation, links: () => void, minMs: number, minFrames: number): number[] {
  for (let f = 0; f < 200; f++) {
    sim.move(FRAME_MS);
    links();
  }
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minFrames || performance.now() - start < minMs) {
    const t = performance.now();
    sim.move(FRAME_MS);
    links();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export function benchSimulation(sizes: ReadonlyArray<readonly [number, number]>, minMs = 1500): NodeResult[] {
  return sizes.map(([width, height]) => {
    const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(1));
    sim.reset(width, height);
    const grid = timeFrames(sim, () => sim.computeLinks(), minMs, 300);
    const links = sim.linkCount;
    sim.reset(width, height);
    const naive = timeFrames(sim, () => computeLinksNaive(sim), minMs, 30);
    return {
      width,
      height,
      particles: sim.count,
      links,
      gridMedianMs: quantile(grid, 0.5),
      gridP95Ms: quantile(grid, 0.95),
      naiveMedianMs: quantile(naive, 0.5),
      naiveP95Ms: quantile(naive, 0.95),
    };
  });
}

/** V8's sampling heap profiler (32-byte interval) over `frames` warmed-up steps at 3840×2160. */
export async function sampleStepAllocations(frames = 3000): Promise<{ frames: number; bytes: number }> {
  const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(2));
  sim.reset(3840, 2160);
  for (let f = 0; f < 5000; f++) sim.step(FRAME_MS);
  const sites = await sampleAllocations(() => {
    for (let f = 0; f < frames; f++) sim.step(FRAME_MS);
  }, ['/simulation.ts', '/node-bench.ts']);
  return { frames, bytes: sites.reduce((sum, site) => sum + site.bytes, 0) };
}
