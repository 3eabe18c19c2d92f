/** Where a lazily loaded chunk stands. */
export type ChunkState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly module: T }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * A chunk that is imported on demand, can fail (a 404 for a visitor who still has the page of an
 * older deploy open, a dropped connection) and is tried again on the next `load()`. Unlike
 * `React.lazy`, which keeps a rejected import forever, and unlike a bare `import()`, whose
 * rejection nobody may be waiting for, `load()` never rejects: the failure is a state to render.
 * Read it in a component with `useLazyChunk` (./use-lazy-chunk.ts).
 */
export interface LazyChunk<T> {
  /** Starts the import unless it is loaded or under way; after a failure, starts it again. */
  load(): Promise<ChunkState<T>>;
  getState(): ChunkState<T>;
  subscribe(listener: () => void): () => void;
}

export const IDLE_CHUNK: ChunkState<never> = { status: 'idle' };
const LOADING: ChunkState<never> = { status: 'loading' };

export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let state: ChunkState<T> = IDLE_CHUNK;
  let pending: Promise<ChunkState<T>> | null = null;
  const listeners = new Set<() => void>();
  const update = (next: ChunkState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    load() {
      if (state.status === 'loaded') return Promise.resolve(state);
      if (pending) return pending;
      update(LOADING);
      pending = importer()
        .then(
          (module): ChunkState<T> => ({ status: 'loaded', module }),
          (error: unknown): ChunkState<T> => ({ status: 'failed', error }),
        )
        .then((next) => {
          pending = null;
          update(next);
          return next;
        });
      return pending;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
