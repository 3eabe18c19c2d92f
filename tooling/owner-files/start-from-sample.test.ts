import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFromSample } from './start-from-sample';

const SAMPLE = 'sample';
let project = '';
let lines: string[] = [];
const run = () => {
  lines = [];
  return startFromSample([], { root: project }, (line) => lines.push(line));
};
beforeEach(() => {
  vi.stubEnv('PORTFOLIO_SITE', '');
  project = mkdtempSync(join(tmpdir(), 'start-from-sample-'));
});
afterEach(() => {
  chmodSync(project, 0o755);
  rmSync(project, { recursive: true, force: true });
});

describe('npm run start-from-sample', () => {
  it("copies the sample's files into an empty src/content and says what to do next", () => {
    mkdirSync(join(project, 'src/content/images'), { recursive: true });
    expect(run()).toBe(0);
    for (const file of ['profile.ts', 'experience.ts', 'blog.ts', 'images/profile-photo.jpg']) {
      expect(readFileSync(join(project, 'src/content', file))).toEqual(readFileSync(join(SAMPLE, file)));
    }
    expect(lines.join('\n')).toContain('write your name in src/content/profile.ts');
  });

  it("never touches content that is already the owner's", () => {
    mkdirSync(join(project, 'src/content'), { recursive: true });
    writeFileSync(join(project, 'src/content/profile.ts'), '// mine\n');
    expect(run()).toBe(1);
    expect(lines.join('\n')).toContain('src/content/ already holds your content');
    expect(readFileSync(join(project, 'src/content/profile.ts'), 'utf8')).toBe('// mine\n');
    expect(existsSync(join(project, 'src/content/experience.ts'))).toBe(false);
  });

  it('copies nothing where it cannot copy everything, and says why', () => {
    mkdirSync(join(project, 'src/content/images'), { recursive: true });
    writeFileSync(join(project, 'src/content/images/me.jpg'), 'mine');
    chmodSync(join(project, 'src/content/images'), 0o555);
    expect(run()).toBe(1);
    expect(lines.join('\n')).toContain('src/content/images (a folder) is read-only');
    chmodSync(join(project, 'src/content/images'), 0o755);
    expect(readdirSync(join(project, 'src/content'), { recursive: true }).sort()).toEqual(['images', 'images/me.jpg']);
  });
});
