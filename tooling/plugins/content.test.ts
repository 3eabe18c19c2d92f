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

describe('a build of invalid content', () => {
  it('stops with the lines that name the problem, and no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      cpSync('tests/fixtures/content/spec-owner', dir, { recursive: true });
      const profile = join(dir, 'profile.ts');
      writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^\s*welcome:[^\n]*\n(\s+'[^\n]*\n)?/m, ''));
      const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(dir, 'dist')], {
        env: { ...process.env, CONTENT_DIR: dir, VITEST: '' },
        encoding: 'utf8',
      });
      expect(build.status).toBe(1);
      expect(build.stderr.trim()).toBe(`Invalid content (1 problem):\n  - ${dir}/profile.ts, profile, field "welcome": is required`);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
