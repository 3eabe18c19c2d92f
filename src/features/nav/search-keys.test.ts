import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@/shared/search/search-document';
import { type PressedKey, playKeys, stepActive } from './search-keys';

// The keys a reader pressed in the search before its results came, played once they come: the
// reader is led where the same keys would have led them had the results been there at once.

const hit = (url: string): SearchHit => ({ url, kind: 'post', title: url });
/** Three results for "model", none for "zzz", one for "seed". */
const results: Record<string, SearchHit[]> = {
  model: [hit('/blog/a'), hit('/blog/b'), hit('/blog/c')],
  seed: [hit('/blog/seed')],
};
const hitsOf = (query: string) => results[query] ?? [];
const keys = (query: string, ...pressed: PressedKey['key'][]): PressedKey[] => pressed.map((key) => ({ key, query }));

describe('an arrow key among the results', () => {
  it('moves down and up, round the ends; up from none is the last', () => {
    expect(stepActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(stepActive(2, 'ArrowDown', 3)).toBe(0);
    expect(stepActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(stepActive(0, 'ArrowUp', 3)).toBe(2);
    expect(stepActive(1, 'ArrowUp', 3)).toBe(0);
    expect(stepActive(-1, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('keys pressed before the results came', () => {
  it('Enter leads to the first result', () => {
    expect(playKeys(keys('model', 'Enter'), 'model', hitsOf)).toEqual({ follow: '/blog/a', active: -1 });
  });

  it('arrows then Enter lead to the result they made active', () => {
    expect(playKeys(keys('model', 'ArrowDown', 'ArrowDown', 'Enter'), 'model', hitsOf).follow).toBe('/blog/b');
    expect(playKeys(keys('model', 'ArrowUp', 'Enter'), 'model', hitsOf).follow).toBe('/blog/c');
  });

  it('arrows alone leave their result active, while the field still holds their query', () => {
    expect(playKeys(keys('model', 'ArrowDown', 'ArrowDown'), 'model', hitsOf)).toEqual({ active: 1 });
    // the reader typed on after them: the results are another query's, none active
    expect(playKeys(keys('model', 'ArrowDown'), 'models', hitsOf)).toEqual({ active: -1 });
  });

  it('Enter on a query without results leads nowhere, and a later Enter with results leads to its first', () => {
    expect(playKeys(keys('zzz', 'Enter'), 'zzz', hitsOf)).toEqual({ active: -1 });
    const pressed = [...keys('model', 'ArrowDown', 'ArrowDown'), ...keys('seed', 'Enter')];
    expect(playKeys(pressed, 'seed', hitsOf).follow).toBe('/blog/seed');
  });

  it('only the first Enter with a result counts', () => {
    const pressed = [...keys('seed', 'Enter'), ...keys('model', 'Enter')];
    expect(playKeys(pressed, 'model', hitsOf).follow).toBe('/blog/seed');
  });
});
