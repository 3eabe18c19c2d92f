import { describe, expect, it } from 'vitest';
import { FRAME_MS, MAX_STEP_MS, linkAlpha, particleCount } from './config';
import { DEFAULT_CONFIG } from '@/shared/particle-look';
import { createRandom } from '@/shared/rng';
import { ParticleSimulation } from './simulation';
import { computeLinksNaive } from '../../../tests/support/naive-links';

function field(width: number, height: number, seed = 1) {
  const sim = new ParticleSimulation(DEFAULT_CONFIG, createRandom(seed));
  sim.reset(width, height);
  return sim;
}

/** Places particles by hand (count = points.length) and relinks. */
function place(sim: ParticleSimulation, points: ReadonlyArray<readonly [number, number]>) {
  points.forEach(([x, y], i) => {
    sim.positions[2 * i] = x;
    sim.positions[2 * i + 1] = y;
  });
  sim.count = points.length;
  sim.computeLinks();
}

/** The links of the last computation as sorted canonical strings (endpoint order and link order ignored). */
function linkSet(sim: ParticleSimulation): string[] {
  const out: string[] = [];
  for (let l = 0; l < sim.linkCount; l++) {
    const s = sim.linkPositions;
    const a = [s[4 * l]!, s[4 * l + 1]!] as const;
    const b = [s[4 * l + 2]!, s[4 * l + 3]!] as const;
    const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [a, b] : [b, a];
    expect(sim.linkAlphas[2 * l]).toBe(sim.linkAlphas[2 * l + 1]);
    out.push(`${p[0]},${p[1]}-${q[0]},${q[1]}@${sim.linkAlphas[2 * l]}`);
  }
  return out.sort();
}

describe('count', () => {
  it.each([
    [1920, 1080, 259],
    [1280, 800, 128],
    [390, 844, 41],
    [3840, 2160, 1036],
    [7680, 4320, 4147],
    [89, 89, 0],
    [0, 900, 0],
  ])('%i×%i px holds floor(area / 8000) = %i particles', (w, h, expected) => {
    expect(particleCount(w, h, 8000)).toBe(expected);
    expect(field(w, h).count).toBe(expected);
  });

  it('follows a resize and keeps every particle inside the new viewport', () => {
    const sim = field(1920, 1080);
    sim.resize(800, 600);
    expect(sim.count).toBe(60);
    sim.resize(2560, 1440);
    expect(sim.count).toBe(460);
    for (let i = 0; i < sim.count; i++) {
      expect(sim.positions[2 * i]).toBeGreaterThanOrEqual(0);
      expect(sim.positions[2 * i]).toBeLessThanOrEqual(2560);
      expect(sim.positions[2 * i + 1]).toBeGreaterThanOrEqual(0);
      expect(sim.positions[2 * i + 1]).toBeLessThanOrEqual(1440);
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = field(1280, 800, 42);
    const b = field(1280, 800, 42);
    const c = field(1280, 800, 43);
    expect(Array.from(a.positions.subarray(0, 2 * a.count))).toEqual(Array.from(b.positions.subarray(0, 2 * b.count)));
    expect(Array.from(a.positions.subarray(0, 2 * a.count))).not.toEqual(
      Array.from(c.positions.subarray(0, 2 * c.count)),
    );
  });
});

describe('radius and speed bounds', () => {
  const sim = field(3840, 2160, 7);
  const n = sim.count;

  it('draws radii uniformly in [1, 3]', () => {
    const radii = Array.from(sim.radii.subarray(0, n));
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...radii)).toBeLessThanOrEqual(3);
    // uniform: both ends are reached and the mean is near 2
    expect(Math.min(...radii)).toBeLessThan(1.05);
    expect(Math.max(...radii)).toBeGreaterThan(2.95);
    expect(radii.reduce((s, r) => s + r, 0) / n).toBeCloseTo(2, 1);
  });

  it('draws each velocity axis uniformly in ±0.25 px per 60 Hz frame', () => {
    const speeds = Array.from(sim.velocities.subarray(0, 2 * n), (v) => v * sim.settings.speedMax);
    expect(Math.max(...speeds.map(Math.abs))).toBeLessThanOrEqual(0.25);
    expect(Math.min(...speeds)).toBeLessThan(-0.24);
    expect(Math.max(...speeds)).toBeGreaterThan(0.24);
    expect(speeds.reduce((s, v) => s + v, 0) / speeds.length).toBeCloseTo(0, 1);
  });

  it('moves no particle more than 0.25 px per axis in one 60 Hz frame', () => {
    const s = field(1920, 1080, 3);
    const before = s.positions.slice(0, 2 * s.count);
    s.step(FRAME_MS);
    let largest = 0;
    for (let k = 0; k < 2 * s.count; k++) largest = Math.max(largest, Math.abs(s.positions[k]! - before[k]!));
    expect(largest).toBeLessThanOrEqual(0.25 + 1e-4);
    expect(largest).toBeGreaterThan(0.2);
  });
});

describe('time scaling', () => {
  /** One particle in the middle of a big field, moving (+1, −0.5) × speedMax. */
  function lone() {
    const s = new ParticleSimulation(DEFAULT_CONFIG, createRandom(1));
    s.reset(8000, 8000);
    s.count = 1;
    s.positions.set([4000, 4000]);
    s.velocities.set([1, -0.5]);
    return s;
  }

  it('covers the same distance in two 120 Hz steps as in one 60 Hz step', () => {
    const at60 = lone();
    at60.step(FRAME_MS);
    const at120 = lone();
    at120.step(FRAME_MS / 2);
    at120.step(FRAME_MS / 2);
    expect(at120.positions[0]).toBeCloseTo(at60.positions[0]!, 4);
    expect(at120.positions[1]).toBeCloseTo(at60.positions[1]!, 4);
    expect(at60.positions[0]).toBeCloseTo(4000.25, 4);
    expect(at60.positions[1]).toBeCloseTo(3999.875, 4);
  });

  it('caps a long pause at MAX_STEP_MS so a background tab does not teleport particles', () => {
    const s = lone();
    s.step(60_000);
    expect(s.positions[0]).toBeCloseTo(4000 + (0.25 * MAX_STEP_MS) / FRAME_MS, 3);
    const still = lone();
    still.step(-5);
    expect(still.positions[0]).toBe(4000);
  });
});

describe('bounce', () => {
  it('reflects a particle that crosses an edge and turns its velocity back inwards', () => {
    const s = new ParticleSimulation(DEFAULT_CONFIG, createRandom(1));
    s.reset(800, 600);
    s.count = 2;
    s.positions.set([0.1, 300, 799.9, 599.95]);
    s.velocities.set([-1, 0, 1, 1]);
    s.step(FRAME_MS);
    expect(s.positions[0]).toBeCloseTo(0.15, 4); // 0.1 − 0.25 = −0.15 → 0.15
    expect(s.velocities[0]).toBe(1);
    expect(s.positions[2]).toBeCloseTo(799.85, 3);
    expect(s.velocities[2]).toBe(-1);
    expect(s.positions[3]).toBeCloseTo(599.8, 3);
    expect(s.velocities[3]).toBe(-1);
  });

  it('keeps every particle inside the field over many frames', () => {
    const s = field(640, 360, 9);
    for (let f = 0; f < 5000; f++) s.step(f % 7 === 0 ? 50 : FRAME_MS);
    for (let i = 0; i < s.count; i++) {
      const x = s.positions[2 * i]!;
      const y = s.positions[2 * i + 1]!;
      expect(x >= 0 && x <= 640 && y >= 0 && y <= 360).toBe(true);
    }
  });
});

describe('links', () => {
  it('links pairs closer than 150 px and no others', () => {
    const s = field(1000, 1000);
    place(s, [
      [100, 100],
      [249.9, 100], // 149.9 from the first: linked
      [100, 250], // exactly 150 from the first: not linked
      [700, 700],
      [700, 850.01], // 150.01: not linked
    ]);
    expect(s.linkCount).toBe(1);
    expect(Array.from(s.linkPositions.subarray(0, 4))).toEqual([100, 100, Math.fround(249.9), 100]);
  });

  it('gives each link the opacity (1 − d/150) × 0.4 on both vertices', () => {
    const s = field(1000, 1000);
    place(s, [
      [10, 10],
      [10, 85], // d = 75 → 0.2
      [500, 500],
      [530, 540], // d = 50 → 0.2667
    ]);
    expect(s.linkCount).toBe(2);
    const alphas = Array.from(s.linkAlphas.subarray(0, 4)).sort();
    expect(alphas[0]).toBeCloseTo(0.2, 6);
    expect(alphas[1]).toBeCloseTo(0.2, 6);
    expect(alphas[2]).toBeCloseTo((1 - 50 / 150) * 0.4, 6);
    expect(alphas[3]).toBeCloseTo((1 - 50 / 150) * 0.4, 6);
    expect(linkAlpha(0, 150, 0.4)).toBe(0.4);
    expect(linkAlpha(150, 150, 0.4)).toBe(0);
  });

  it.each([
    [1920, 1080, 11],
    [2560, 1440, 12],
    [390, 844, 13],
    [3840, 2160, 14],
    [149, 149, 15],
    [151, 3000, 16],
  ])('grid links equal the naive all-pairs links on a random %i×%i field (seed %i)', (w, h, seed) => {
    const s = field(w, h, seed);
    for (let frame = 0; frame < 3; frame++) {
      s.step(FRAME_MS * 40); // shuffle a bit between comparisons
      s.computeLinks();
      const grid = linkSet(s);
      computeLinksNaive(s);
      const naive = linkSet(s);
      expect(s.linksDropped).toBe(0);
      expect(grid.length).toBeGreaterThan(0);
      expect(grid).toEqual(naive);
    }
  });

  it('grid equals naive on points sitting on cell borders and field edges', () => {
    const s = field(600, 450);
    const pts: Array<[number, number]> = [];
    for (const x of [0, 149.99, 150, 150.01, 300, 450, 600])
      for (const y of [0, 150, 299.5, 300, 450]) pts.push([x, y]);
    place(s, pts);
    const grid = linkSet(s);
    computeLinksNaive(s);
    expect(grid).toEqual(linkSet(s));
  });

  it('counts links that do not fit instead of writing past the buffer, and grows on request', () => {
    const s = field(1000, 1000); // 125 particles
    const pts: Array<[number, number]> = [];
    for (let i = 0; i < s.count; i++) pts.push([400 + (i % 12) * 5, 400 + Math.floor(i / 12) * 5]);
    place(s, pts); // one tight cluster: every one of the 7750 pairs is a link
    expect(s.linkCapacity).toBeLessThan(7750);
    expect(s.linkCount).toBe(s.linkCapacity);
    expect(s.linkCount + s.linksDropped).toBe(7750);
    const revision = s.revision;
    s.growLinkBuffers();
    expect(s.revision).toBe(revision + 1);
    expect(s.linksDropped).toBe(0);
    expect(s.linkCount).toBe(7750);
  });
});

describe('live configuration', () => {
  it('rescales radii and speed without moving particles, and changes the count for a new density', () => {
    const s = field(1280, 800, 5);
    const before = s.positions.slice(0, 2 * s.count);
    s.setConfig({ radiusMin: 2, radiusMax: 2.5 });
    for (let i = 0; i < s.count; i++) expect(s.radii[i]! >= 2 && s.radii[i]! <= 2.5).toBe(true);
    expect(s.positions.slice(0, 2 * s.count)).toEqual(before);
    s.setConfig({ areaPerParticle: 4000 });
    expect(s.count).toBe(256);
    expect(s.positions.slice(0, before.length)).toEqual(before);
    s.setConfig({ linkDistance: 60 });
    s.computeLinks();
    const grid = linkSet(s);
    computeLinksNaive(s);
    expect(grid).toEqual(linkSet(s));
    expect(s.linkAlphas.subarray(0, 2 * s.linkCount).every((a) => a > 0 && a <= 0.4)).toBe(true);
  });
});

describe('no allocation per frame', () => {
  it('keeps the same buffers and constructs no typed array while stepping', () => {
    const s = field(3840, 2160, 21);
    const buffers = [s.positions, s.velocities, s.radii, s.linkPositions, s.linkAlphas];
    const revision = s.revision;
    const created = { count: 0 };
    const RealF32 = globalThis.Float32Array;
    const RealI32 = globalThis.Int32Array;
    // any `new Float32Array/Int32Array` inside step() would go through these
    globalThis.Float32Array = class extends RealF32 {
      constructor(...args: ConstructorParameters<typeof RealF32>) {
        super(...args);
        created.count++;
      }
    } as typeof Float32Array;
    globalThis.Int32Array = class extends RealI32 {
      constructor(...args: ConstructorParameters<typeof RealI32>) {
        super(...args);
        created.count++;
      }
    } as typeof Int32Array;
    try {
      for (let f = 0; f < 600; f++) s.step(FRAME_MS);
    } finally {
      globalThis.Float32Array = RealF32;
      globalThis.Int32Array = RealI32;
    }
    expect(created.count).toBe(0);
    expect([s.positions, s.velocities, s.radii, s.linkPositions, s.linkAlphas]).toEqual(buffers);
    buffers.forEach((b, i) => expect([s.positions, s.velocities, s.radii, s.linkPositions, s.linkAlphas][i]).toBe(b));
    expect(s.revision).toBe(revision);
    expect(s.linksDropped).toBe(0);
  });
});
