import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content';
import { findContentErrors } from './content';

describe('build-time content check', () => {
  it('loads the content files through Vite and finds them valid', async () => {
    expect(findContentErrors(await loadContent())).toEqual([]);
  });
});

/** `vite build` of a copy of the spec-shaped fixture owner's content, its profile.ts changed by `edit`. */
function buildWithProfile(edit: (text: string) => string): { status: number | null; stderr: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
    const profile = join(dir, 'profile.ts');
    writeFileSync(profile, edit(readFileSync(profile, 'utf8')));
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(dir, 'dist')], {
      env: { ...process.env, CONTENT_DIR: dir, VITEST: '', NO_COLOR: '1' },
      encoding: 'utf8',
    });
    return { status: build.status, stderr: build.stderr, dir };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('a build of invalid content', () => {
  it('stops with the lines that name the problem, and no stack trace', () => {
    const { status, stderr, dir } = buildWithProfile((text) => text.replace(/^\s*welcome:[^\n]*\n(\s+'[^\n]*\n)?/m, ''));
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(`Invalid content (1 problem):\n  - ${dir}/profile.ts, profile, field "welcome": is required`);
  });

  it('of a file that does not parse, names the file and the line, and gives no stack trace', () => {
    const { status, stderr } = buildWithProfile((text) => text.replace(/^(\s*name: '[^']*'),$/m, '$1'));
    expect(status).toBe(1);
    expect(stderr).toMatch(/profile\.ts:\d+:\d+/);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
