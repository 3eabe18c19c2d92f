// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentErrors } from './vite-plugin-content';

describe('build-time content check', () => {
  it('loads the content files through Vite and finds them valid', async () => {
    expect(await findContentErrors()).toEqual([]);
  });
});
