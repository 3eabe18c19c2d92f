import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `particle-portfolio build` as an owner types it in their site: on content with problems it stops before any bundle
// and names them, and nothing else (not the stack trace of the code that found them); on a page that throws while it
// is prerendered (an owner's slot), it names the page, the error and the owner's line.

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

  it('stops on a page that throws while it is prerendered, naming the page, the error and the owner’s line', () => {
    rmSync(join(site, 'content'), { recursive: true, force: true });
    cpSync('tests/fixtures/content/sparse-owner', join(site, 'content'), { recursive: true });
    mkdirSync(join(site, 'content/slots'));
    // the server bundle imports React from the site's packages, as a site installs them: the template's, linked
    if (!existsSync(join(site, 'node_modules'))) symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
    writeFileSync(
      join(site, 'content/slots/footer.tsx'),
      [
        'export const contract = 1;',
        '',
        'export default function Footer(): never {',
        "  throw new Error('the footer is not written yet');",
        '}',
        '',
      ].join('\n'),
    );

    const built = spawnSync(process.execPath, [CLI, 'build'], { cwd: site, env: shell, encoding: 'utf8' });
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(
      /the page \/ did not render: the footer is not written yet\n\s+at Footer \(content\/slots\/footer\.tsx:4:\d+\)/,
    );
    // the owner's line, not React's nor Node's
    expect(built.stderr).not.toMatch(/node_modules|node:internal/);
  });
});
