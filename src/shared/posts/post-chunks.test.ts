import { describe, expect, it } from 'vitest';
import { fnv1a, postShard, postShardCount } from './post-chunks';

// The build and the browser must put a post in the same shard, on every machine and in every release: the numbers
// below are the FNV-1a test vectors of its authors (Fowler, Noll, Vo) and values worked out apart from this code.

describe("a post's shard", () => {
  it('is cut by FNV-1a, 32 bits, as its published test vectors give it', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes the UTF-8 bytes of a slug in any script', () => {
    expect(fnv1a('café')).toBe(0xa82b5049);
    expect(fnv1a('机器学习')).toBe(0x505e452a);
    expect(fnv1a('l’apprentissage')).toBe(0x74978a30);
  });

  it('is the same for a slug whatever else the blog holds: fixed slugs, fixed shards', () => {
    expect(postShard('softmax', 7)).toBe(5);
    expect(postShard('image-post', 7)).toBe(2);
    expect(postShard('image-post', 45)).toBe(27);
    expect(postShard('机器学习', 45)).toBe(30);
  });

  it('spreads the posts of a long blog evenly: 2,000 slugs over 45 shards, none under half or over 1.5 times the mean', () => {
    const count = postShardCount(2000);
    expect(count).toBe(45);
    const sizes = new Array<number>(count).fill(0);
    for (let index = 1; index <= 2000; index += 1) {
      const shard = postShard(`post-${String(index).padStart(4, '0')}`, count);
      sizes[shard] = (sizes[shard] ?? 0) + 1;
    }
    const mean = 2000 / count;
    expect(Math.min(...sizes)).toBeGreaterThan(mean / 2);
    expect(Math.max(...sizes)).toBeLessThan(mean * 1.5);
  });

  it('is one of about the square root of the number of slugs', () => {
    expect([1, 2, 4, 5, 10, 200, 2000].map(postShardCount)).toEqual([1, 2, 2, 3, 4, 15, 45]);
  });
});
