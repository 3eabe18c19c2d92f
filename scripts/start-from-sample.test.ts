import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SAMPLE = 'sample';
let project = '';

/** A project with the script, the content folder's rule and the sample, and `src/content` as `prepare` leaves it. */
function runIn(prepare: (dir: string) => void = () => {}) {
  project = mkdtempSync(join(tmpdir(), 'start-from-sample-'));
  for (const file of [
    'scripts/start-from-sample.mjs',
    'tooling/content/folder.mjs',
    'tooling/context/site-context.mjs',
  ])
    cpSync(file, join(project, file), { recursive: true });
  cpSync(SAMPLE, join(project, SAMPLE), { recursive: true });
  prepare(project);
  return spawnSync(process.execPath, [join(project, 'scripts/start-from-sample.mjs')], { encoding: 'utf8' });
}
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm run start-from-sample', () => {
  it("copies the sample's files into an empty src/content and says what to do next", () => {
    const run = runIn((dir) => mkdirSync(join(dir, 'src/content/images'), { recursive: true }));
    expect(run.status).toBe(0);
    for (const file of ['profile.ts', 'experience.ts', 'blog.ts', 'images/profile-photo.jpg']) {
      expect(readFileSync(join(project, 'src/content', file))).toEqual(readFileSync(join(SAMPLE, file)));
    }
    expect(run.stdout).toContain('write your name in src/content/profile.ts');
  });

  it("never touches content that is already the owner's", () => {
    const run = runIn((dir) => {
      mkdirSync(join(dir, 'src/content'), { recursive: true });
      writeFileSync(join(dir, 'src/content/profile.ts'), '// mine\n');
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/content/ already holds your content');
    expect(readFileSync(join(project, 'src/content/profile.ts'), 'utf8')).toBe('// mine\n');
    expect(existsSync(join(project, 'src/content/experience.ts'))).toBe(false);
  });
});
