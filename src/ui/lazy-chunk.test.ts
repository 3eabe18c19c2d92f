import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk';

const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/card-modal-old.js');

describe('a lazily loaded chunk', () => {
  it('is idle until asked for, then loading, then loaded with its module', async () => {
    const chunk = lazyChunk(() => Promise.resolve({ answer: 42 }));
    expect(chunk.getState()).toEqual({ status: 'idle' });
    const loading = chunk.load();
    expect(chunk.getState()).toEqual({ status: 'loading' });
    await loading;
    expect(chunk.getState()).toEqual({ status: 'loaded', module: { answer: 42 } });
  });

  it('reports a failed import as a state and never rejects', async () => {
    const chunk = lazyChunk(() => Promise.reject(gone()));
    await expect(chunk.load()).resolves.toMatchObject({ status: 'failed' });
    expect(chunk.getState()).toMatchObject({ status: 'failed', error: expect.any(TypeError) });
  });

  it('tries a failed import again on the next load, and keeps what it loaded', async () => {
    const importer = vi.fn().mockRejectedValueOnce(gone()).mockResolvedValue({ ok: true });
    const chunk = lazyChunk(importer);
    await chunk.load();
    expect(chunk.getState().status).toBe('failed');
    await chunk.load();
    expect(chunk.getState()).toEqual({ status: 'loaded', module: { ok: true } });
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('imports once however often it is asked while the import is under way', async () => {
    const importer = vi.fn(() => Promise.resolve({}));
    const chunk = lazyChunk(importer);
    await Promise.all([chunk.load(), chunk.load(), chunk.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers about every change until they unsubscribe', async () => {
    const chunk = lazyChunk(() => Promise.reject(gone()));
    const seen: string[] = [];
    const unsubscribe = chunk.subscribe(() => seen.push(chunk.getState().status));
    await chunk.load();
    unsubscribe();
    await chunk.load();
    expect(seen).toEqual(['loading', 'failed']);
  });
});
