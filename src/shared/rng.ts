/** A seedable uniform random source in [0, 1): mulberry32, fast and good enough for placement. */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed for visitors; tests and screenshots pass `?seed=N` instead. */
export function randomSeed(): number {
  return (Math.random() * 4294967296) >>> 0;
}
