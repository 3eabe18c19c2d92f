import { describe, expect, it } from 'vitest';
import { createRandom } from '@/shared/rng';

describe('createRandom', () => {
  it('repeats a sequence for a seed and spreads uniformly over [0, 1)', () => {
    const a = createRandom(123);
    const b = createRandom(123);
    const xs = Array.from({ length: 20000 }, () => a());
    expect(Array.from({ length: 20000 }, () => b())).toEqual(xs);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const buckets = new Array<number>(10).fill(0);
    for (const x of xs) buckets[Math.floor(x * 10)] = (buckets[Math.floor(x * 10)] ?? 0) + 1;
    for (const n of buckets) expect(Math.abs(n - 2000)).toBeLessThan(200);
    expect(createRandom(124)()).not.toBe(createRandom(123)());
  });
});
