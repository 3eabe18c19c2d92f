import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `particle-portfolio build` as an owner types it in their site: on content with problems it stops before any bundle
// and names them, and nothing else (not the stack trace of the code that found them).

const CLI = resolve('cli/particle-portfolio.mjs');
const site = mkdtempSync(join(tmpdir(), 'build-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

// what a person's shell has: not the test runner's own variables, nor a site's a command passes on
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !name.startsWith('VITEST') &&
      !['NODE_ENV', 'PORTFOLIO_SITE', 'CONTENT_DIR', 'DIST_DIR', 'INIT_CWD'].includes(name),
  ),
);

describe('particle-portfolio build', { timeout: 300_000 }, () => {
  it('stops on the content’s problems, naming each with its file and field, and nothing but them', () => {
    writeFileSync(join(site, 'package.json'), '{ "name": "a-site", "private": true }\n');
    cpSync('tests/fixtures/content/sparse-owner', join(site, 'content'), { recursive: true });
    const profile = join(site, 'content/profile.ts');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace('jobTitle:', 'jobTitel:'));

    const built = spawnSync(process.execPath, [CLI, 'build'], { cwd: site, env: shell, encoding: 'utf8' });
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(/content\/profile\.ts.*jobTitel.*jobTitle/s);
    // no line of a stack trace, no bundler's words around the owner's problems
    expect(built.stderr).not.toMatch(/^\s+at /m);
    expect(built.stderr).not.toMatch(/error during build|failed to load config/);
  });
});
