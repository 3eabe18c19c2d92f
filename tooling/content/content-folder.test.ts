import { describe, expect, it } from 'vitest';
import type * as ContentFolderModule from './content-folder.ts';

// A dev server that restarts (site.ts gave the site another language) loads its config, and the
// tooling the config bundles, anew in the same process, where Node keeps every content file it has
// imported: a read of the folder must never take a version an earlier read took.

describe('a read of the content folder', () => {
  it('is new in the process even from another copy of the module', async () => {
    const copy = (query: string) =>
      import(/* @vite-ignore */ `./content-folder.ts?${query}`) as Promise<typeof ContentFolderModule>;
    const first = await copy('first-server');
    const second = await copy('restarted-server');
    expect(first.freshRead).not.toBe(second.freshRead);
    const versions = [
      first.freshRead('content', 'content').version,
      second.freshRead('content', 'content').version,
      first.freshRead('content', 'content').version,
    ];
    expect(new Set(versions).size).toBe(versions.length);
  });
});
