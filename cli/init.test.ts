import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageProblem } from './init-checks.mjs';

// `particle-portfolio init` as a new owner types it, in a folder that is no package (the work folder
// below, checked): what the owner gives is checked before anything is written, a mistake is named in
// one line, and nothing is left behind for the next try to trip on. These run without installing
// (--no-install, or a refusal before npm runs); tests/package/site.test.ts installs a site from the
// packed package.

const CLI = resolve('cli/particle-portfolio.mjs');
const RESUME = resolve('tests/fixtures/json-resume/family-name-first.json');
const FORK = resolve('tests/fixtures/old-content/year-and-build-schema');
const work = mkdtempSync(join(tmpdir(), 'init-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// what a person's shell has: not the test runner's own variables, nor a site's a command passes on
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && !['NODE_ENV', 'PORTFOLIO_SITE', 'CONTENT_DIR', 'INIT_CWD'].includes(name),
  ),
);

function init(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'init', ...args], { cwd: work, env: shell, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file and folder under the work folder. */
const everything = () => readdirSync(work, { recursive: true }).sort();

describe('particle-portfolio init, before it writes anything', { timeout: 300_000 }, () => {
  it('runs in a folder that is no package', () => {
    for (let dir = work; dirname(dir) !== dir; dir = dirname(dir))
      expect(existsSync(join(dir, 'package.json')), dir).toBe(false);
  });

  it.each([
    ['a résumé that is not there', ['--from-resume', 'missing.json'], 'init: missing.json: no such file'],
    ['a résumé that is not JSON', ['--from-resume', 'broken.json'], 'init: broken.json: not JSON ('],
    ['a résumé JSON Resume does not describe', ['--from-resume', 'odd.json'], 'init: odd.json: basics.email: '],
    [
      'a packed package that is not there',
      ['--package', './missing.tgz'],
      `init: --package ./missing.tgz: no such file or folder (${join(work, 'missing.tgz')})`,
    ],
    [
      'a package of another name',
      ['--package', 'left-pad@1'],
      'init: --package left-pad@1: not the particle-portfolio package',
    ],
    ['a fork that is no fork', ['--from-fork', '.'], 'init: --from-fork .: no src/content/profile.ts there'],
  ])('refuses %s, naming it, and writes nothing', (_, options, said) => {
    writeFileSync(join(work, 'broken.json'), '{ "basics": { "name": "Ada" }, }');
    writeFileSync(join(work, 'odd.json'), JSON.stringify({ basics: { name: 'Ada', email: 42 } }));
    const before = everything();
    const { status, stderr } = init('my-site', ...options, '--no-install');
    expect(status).toBe(2);
    expect(stderr).toContain(said);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('init: nothing written');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(everything()).toEqual(before);
  });

  it('refuses a file, or a folder holding anything but a site it began, and names it', () => {
    writeFileSync(join(work, 'notes.txt'), 'mine');
    expect(init('notes.txt', '--no-install')).toMatchObject({
      status: 2,
      stderr: 'init: notes.txt is a file: name a new folder\ninit: nothing written\n',
    });
    mkdirSync(join(work, 'photos'));
    writeFileSync(join(work, 'photos/me.jpg'), 'jpg');
    expect(init('photos', '--no-install').stderr).toContain('init: photos is not empty: name a new folder');
    expect(readdirSync(join(work, 'photos'))).toEqual(['me.jpg']);
    expect(init('notes.txt/site', '--no-install').stderr).toContain('init: notes.txt is a file, not a folder');
  });

  it('asks npm for a package of the registry only when it installs, and says what npm said', () => {
    const asked: string[] = [];
    const view = (spec: string) => (asked.push(spec), { ok: false, said: '404 Not Found' });
    expect(packageProblem('particle-portfolio@9', { cwd: work, install: false }, view)).toBeUndefined();
    expect(packageProblem('particle-portfolio@9', { cwd: work, install: true }, view)).toBe(
      '--package particle-portfolio@9: npm cannot find it (404 Not Found)',
    );
    expect(packageProblem('github:someone/particle-portfolio', { cwd: work, install: true }, view)).toBeUndefined();
    expect(asked).toEqual(['particle-portfolio@9']);
  });
});

// each a run of init that starts the content (a few seconds of CPU): minutes, not seconds, mean it hangs
describe('particle-portfolio init --no-install --from-resume', { timeout: 300_000 }, () => {
  it('writes the site and its content from the résumé, by this release, on the branch the workflow publishes', () => {
    const { status, stdout, stderr } = init('from-resume', '--from-resume', RESUME, '--no-install');
    expect(status, `${stdout}${stderr}`).toBe(0);
    const site = join(work, 'from-resume');
    const profile = readFileSync(join(site, 'content/profile.ts'), 'utf8');
    const resume = JSON.parse(readFileSync(RESUME, 'utf8')) as { basics: { name: string } };
    expect(profile).toContain(`name: '${resume.basics.name}'`);
    // the résumé named by its file name alone
    expect(profile.split('\n')[0]).toMatch(/^\/\/ Written by `npm run import` from family-name-first\.json \(/);
    // the site depends on nothing yet: npm install names the package, and its first command is the owner's
    expect(stdout).toContain('npm install particle-portfolio@^');
    const workflow = parse(readFileSync(join(site, '.github/workflows/site.yml'), 'utf8')) as {
      on: { push: { branches: string[] } };
    };
    const head = spawnSync('git', ['symbolic-ref', '--short', 'HEAD'], { cwd: site, encoding: 'utf8' }).stdout.trim();
    expect(head).toBe(workflow.on.push.branches[0]);
  });

  it('finishes a site it began: a second run with the fork starts the content, keeping what is there', () => {
    const site = join(work, 'begun');
    expect(init('begun', '--no-install').status).toBe(0);
    writeFileSync(join(site, 'README.md'), '# My own words\n');
    const { status, stdout, stderr } = init('begun', '--from-fork', FORK, '--no-install');
    expect(status, `${stdout}${stderr}`).toBe(0);
    expect(stdout).toContain('init: finishing the site begun in begun/');
    expect(readFileSync(join(site, 'README.md'), 'utf8')).toBe('# My own words\n');
    expect(existsSync(join(site, 'content/profile.ts'))).toBe(true);
    expect(readFileSync(join(site, 'content/experience.ts'), 'utf8')).toContain('period:');
  });
});
