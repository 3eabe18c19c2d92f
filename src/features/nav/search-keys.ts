import type { SearchHit } from '@/shared/search/search-document';

// The keys a reader presses in the search before its results can be shown (its chunk or its index
// still loading): kept in order, each with what the field held then, and played when the results
// come, so a reader who types and presses Enter is led where they would have been had the results
// come at once.

/** A key that moves through the results or follows one. */
export type ResultKey = 'ArrowDown' | 'ArrowUp' | 'Enter';

/** A key pressed, and the query in the field as it was pressed. */
export interface PressedKey {
  key: ResultKey;
  query: string;
}

export const isResultKey = (key: string): key is ResultKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter';

/** The active result after an arrow key, among `count` results: round the ends, the last from none with ArrowUp. */
export function stepActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  const step = key === 'ArrowDown' ? 1 : -1;
  return active === -1 && step === -1 ? count - 1 : (active + step + count) % count;
}

/**
 * What `keys` do, pressed in order, once `hitsOf` gives each query's results: the address the first
 * Enter with a result leads to (the active one, else the first), or, when none does, the result
 * active for `query`, the field's query now (-1 when it changed after the last arrow key).
 */
export function playKeys(
  keys: readonly PressedKey[],
  query: string,
  hitsOf: (query: string) => readonly SearchHit[],
): { follow?: string; active: number } {
  let active = -1;
  let activeFor: string | undefined;
  for (const { key, query: typed } of keys) {
    if (typed !== activeFor) active = -1;
    activeFor = typed;
    const hits = hitsOf(typed);
    if (key !== 'Enter') {
      active = stepActive(active, key, hits.length);
      continue;
    }
    const hit = hits[Math.max(active, 0)];
    if (hit) return { follow: hit.url, active };
  }
  return { active: activeFor === query ? active : -1 };
}
