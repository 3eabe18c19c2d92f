import { linkAlpha } from '../../src/particles/core/config';
import type { ParticleSimulation } from '../../src/particles/core/simulation';

/**
 * The reference for the simulation's grid: every one of the n²/2 pairs checked, and the links
 * written into `sim`'s own buffers exactly as `computeLinks()` writes them (segment, alpha per
 * vertex, `linksDropped` past the capacity). Used by the unit tests and `bench/node-bench.ts`; it
 * does not ship.
 */
export function computeLinksNaive(sim: ParticleSimulation): void {
  sim.linkCount = 0;
  sim.linksDropped = 0;
  const { linkDistance, linkOpacity } = sim.settings;
  const pos = sim.positions;
  const n = sim.count;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = pos[2 * i]! - pos[2 * j]!;
      const dy = pos[2 * i + 1]! - pos[2 * j + 1]!;
      const d2 = dx * dx + dy * dy;
      if (d2 >= linkDistance * linkDistance) continue;
      const l = sim.linkCount;
      if (l >= sim.linkCapacity) {
        sim.linksDropped++;
        continue;
      }
      const seg = sim.linkPositions;
      seg[4 * l] = pos[2 * i]!;
      seg[4 * l + 1] = pos[2 * i + 1]!;
      seg[4 * l + 2] = pos[2 * j]!;
      seg[4 * l + 3] = pos[2 * j + 1]!;
      const alpha = linkAlpha(Math.sqrt(d2), linkDistance, linkOpacity);
      sim.linkAlphas[2 * l] = alpha;
      sim.linkAlphas[2 * l + 1] = alpha;
      sim.linkCount = l + 1;
    }
  }
}
