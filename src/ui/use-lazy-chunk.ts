import { useEffect, useSyncExternalStore } from 'react';
import { IDLE_CHUNK, type ChunkState, type LazyChunk } from './lazy-chunk';

/**
 * The state of `chunk`, loading it while `wanted` is true: each time `wanted` turns true, a failed
 * chunk is tried again. The server and the hydrating browser both see `idle`, so a lazily loaded
 * extra never makes the prerendered HTML and the first client render disagree.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T>, wanted: boolean): ChunkState<T> {
  const state = useSyncExternalStore(chunk.subscribe, chunk.getState, () => IDLE_CHUNK);
  useEffect(() => {
    if (wanted) void chunk.load();
  }, [chunk, wanted]);
  return state;
}
