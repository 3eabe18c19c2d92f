import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content';
import { findContentErrors } from './content';

describe('build-time content check', () => {
  it('loads the content files through Vite and finds them valid', async () => {
    expect(findContentErrors(await loadContent())).toEqual([]);
  });
});
