import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Profile } from '../../src/shared/content/schema';
import { addToSiteLock, writeCheckLock, writeSiteLock } from './site-lock';

// The template as owners get it: packed as npm would publish it, a site made by `particle-portfolio
// init` from the tarball, a fixture owner's content put in, built; the owner's check (the package
// particle-portfolio-check, packed too) run as the site's workflow runs it, on a GitHub Pages project
// site and on a custom domain; then the next release taken with npm, and a fork's content of an older
// release moved over. The site's dependencies come from npm's cache (site-lock.ts): no network.

const template = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'package-site-'));
// the owner's folder of the site made by init, where the owner's check is installed beside it (found by the site's
// folder's node_modules, as npm's cache holds it for the workflow): not an ancestor of the folder, below, that is no
// package
const ownerHome = join(work, 'owner');
// the owner whose content the site gets: several languages, posts, publications, a generated résumé
const OWNER = 'tests/fixtures/content/german-owner';
// a fork of an older release: its src/content and public/, the content as then typed
const FORK = 'tests/fixtures/old-content/year-and-build-schema';
// the owners the check runs on: a GitHub Pages project site (https://<user>.github.io/<repository>/), a custom domain
const CHECKED = ['tests/fixtures/content/pages-project-owner', 'tests/fixtures/content/custom-domain-owner'];

// what a person's shell has: not the test runner's own variables (VITEST, NODE_ENV=test), which a build reads
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && !['NODE_ENV', 'TEST', 'CI', 'INIT_CWD'].includes(name),
  ),
);
const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, env: { ...shell, ...env }, encoding: 'utf8', stdio: 'pipe' });
const git = (site: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', ...args], site);

/** The template (or the package in `from`) packed as npm would publish it, at `version` (its own unless given), in `folder`. */
function pack(folder: string, version?: string, from = template): string {
  mkdirSync(folder, { recursive: true });
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], from)) as [
    { filename: string },
  ];
  if (!version) return join(folder, filename);
  // the next release: the same files under a new version, as a release of nothing but its number
  const unpacked = join(folder, 'next');
  run('tar', ['xzf', join(folder, filename), '-C', folder], folder);
  rmSync(unpacked, { recursive: true, force: true });
  cpSync(join(folder, 'package'), unpacked, { recursive: true });
  rmSync(join(folder, 'package'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(unpacked, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  const [next] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], unpacked)) as [
    { filename: string },
  ];
  return join(folder, next!.filename);
}

/**
 * What an owner does when a command names packages their content needs (a language's typeface, the BibTeX parser):
 * `command` run, and when it fails naming the command that installs them, that command run (from npm's cache) and
 * `command` again. What `command` said, and the packages installed.
 */
function installingWhatItNames(site: string, command: () => string): { said: string; installed: string[] } {
  try {
    return { said: command(), installed: [] };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const named = /Install (?:it|them) with: npm install (.+)$/m.exec(`${stdout}\n${stderr}`)?.[1];
    if (!named) throw error;
    // (npm install, from npm's cache: the lock it would write, then npm ci)
    const installed = named.trim().split(' ');
    addToSiteLock(site, installed, template);
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], site);
    return { said: command(), installed };
  }
}

/** Every file under `dir`, by its path there. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

const TEXT = /\.(html|js|css|json|xml|txt|webmanifest|svg)$|(^|\/)_(headers|redirects)$/;

/**
 * A built file with what may differ between two builds of the same content named away: the hashes
 * in the names of built files (a chunk's hash follows its bytes), and the path of the content folder,
 * which the bundle keeps in the keys of the content's pictures (content/ beside the package in a
 * site, wherever CONTENT_DIR says in the template).
 */
function normalised(path: string, contentPaths: readonly string[]): Buffer {
  const data = readFileSync(path);
  if (!TEXT.test(path)) return data;
  let text = data.toString('utf8').replace(/-[\w-]{8}\.(js|css|svg|png|avif|webp|jpeg|woff2)\b/g, '-#.$1');
  for (const content of contentPaths) text = text.replaceAll(content, '<content>/');
  return Buffer.from(text);
}

/** The files of two builds that differ (normalised), or that one of them lacks. */
function differences(a: string, b: string, contentPaths: readonly string[]): string[] {
  const names = (dir: string) => filesUnder(dir).map((name) => name.replace(/-[\w-]{8}\./, '-#.'));
  const byName = (dir: string) => new Map(filesUnder(dir).map((name) => [name.replace(/-[\w-]{8}\./, '-#.'), name]));
  const [left, right] = [byName(a), byName(b)];
  return [...new Set([...names(a), ...names(b)])].filter((name) => {
    const [one, other] = [left.get(name), right.get(name)];
    return (
      one === undefined ||
      other === undefined ||
      !normalised(join(a, one), contentPaths).equals(normalised(join(b, other), contentPaths))
    );
  });
}

// (each time afresh: the site's content/ holds one owner's files, then another's)
const ownerName = async (content: string) =>
  ((await import(`${pathToFileURL(join(content, 'profile.ts')).href}?${Date.now()}`)) as { profile: Profile }).profile
    .name;

/**
 * The imports of the modules of the package's own source the dev server serves to a page, from the
 * pages' entry through every static and lazy import between them: what each names, as served.
 */
async function devImports(origin: string): Promise<string[]> {
  const named = new Set<string>();
  const queue = ['/src/main.tsx'];
  const fetched = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (fetched.has(url)) continue;
    fetched.add(url);
    const code = await (await fetch(`${origin}${url}`)).text();
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport\(?)\s*"([^"]+)"/g)) {
      named.add(spec!);
      // the site's own code, and the owner's slots: the modules of the table that name them, and their files
      if (/^\/src\/[^?]+\.tsx?(\?|$)|virtual:slot\/|\/content\/slots\//.test(spec!)) queue.push(spec!);
    }
  }
  return [...named];
}

/** The dev server of the site, asked for its home page until it answers: the page's HTML, and its modules' imports. */
async function devPage(site: string): Promise<{ html: string; imports: string[] }> {
  // DEV_PORT: a port of the caller's (several runs on one machine), else one of forty, above those of the owners'
  // browser tests and their dev servers (4312-4324, 4372-4386), which `npm test` may run meanwhile
  const port = Number(process.env.DEV_PORT ?? 4440 + Math.floor(Math.random() * 40));
  const server = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: site,
    env: shell,
    detached: true,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      try {
        const response = await fetch(`${origin}/`);
        if (response.ok) return { html: await response.text(), imports: await devImports(origin) };
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null) throw new Error(`npm run dev exited with ${server.exitCode}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

/**
 * What the pages run in the dev server is the package's source, each file one module: in a site the package is in
 * node_modules, where Vite takes what an alias reaches for a library to pre-bundle; a bundled copy of a file beside the
 * served one held a second React context, and a page threw.
 */
function expectOwnSourceOnce(imports: readonly string[]) {
  // a pre-bundled file is named by its import, "/" made "_": "@/ui/language" → @_ui_language.js
  expect(imports.filter((spec) => spec.includes('/.vite/deps/@_'))).toEqual([]);
  const urls = new Map<string, Set<string>>();
  for (const spec of imports.filter((one) => one.startsWith('/src/'))) {
    const path = spec.split('?')[0]!;
    urls.set(path, (urls.get(path) ?? new Set()).add(spec));
  }
  expect([...urls].filter(([, each]) => each.size > 1).map(([path]) => path)).toEqual([]);
  expect(urls.size).toBeGreaterThan(0);
}

let tarball: string;
let site: string;

/** The typecheck of the owner's check, with its TypeScript (installed beside the site by the check's tests). */
const typecheck = () =>
  run(process.execPath, [join(ownerHome, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], site);

beforeAll(() => {
  tarball = pack(work);
  site = join(ownerHome, 'my-site');
  mkdirSync(ownerHome);
  run(
    process.execPath,
    [join(template, 'cli/particle-portfolio.mjs'), 'init', site, '--package', tarball, '--no-install'],
    work,
  );
  writeSiteLock(site, tarball, template);
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], site);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a site made by particle-portfolio init', () => {
  it('holds the owner’s folder and seven files beside it, none of the template’s machinery', () => {
    const tracked = filesUnder(site).filter((file) => !file.startsWith('node_modules/') && !file.startsWith('.git/'));
    expect(tracked).toEqual([
      '.github/dependabot.yml',
      '.github/workflows/site.yml',
      '.gitignore',
      'README.md',
      'package-lock.json',
      'package.json',
      'tsconfig.json',
    ]);
    expect(readdirSync(join(site, 'content'))).toEqual([]);
  });

  it('runs the owner’s check of its release from npm’s cache when it does not install it, as its workflow does', () => {
    // an npm of this test's, which says how it was run: the registry is not reachable here
    const bin = join(work, 'fake-npm');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\nprintf '%s\\n' "$PWD" "$@" > "${join(work, 'npm-run.txt')}"\n`);
    chmodSync(join(bin, 'npm'), 0o755);
    run(
      process.execPath,
      [join(site, 'node_modules/particle-portfolio/cli/particle-portfolio.mjs'), 'check', '--install-chromium'],
      site,
      { PATH: `${bin}:${process.env.PATH}`, INIT_CWD: site },
    );
    const { version } = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as { version: string };
    expect(readFileSync(join(work, 'npm-run.txt'), 'utf8').trimEnd().split('\n')).toEqual([
      site,
      'exec',
      '--yes',
      `--package=particle-portfolio-check@${version}`,
      '--',
      'particle-portfolio-check',
      '--install-chromium',
    ]);
  });

  describe('the owner’s check, as the site’s workflow runs it', () => {
    // the check's step of .github/workflows/site.yml, word for word
    const workflow = () => readFileSync(join(site, '.github/workflows/site.yml'), 'utf8');
    const checkStep = () => /^\s+run: (npm run check.*)$/m.exec(workflow())?.[1];

    beforeAll(() => {
      // the check of this release, installed beside the site (where its folder's node_modules finds it), as npm's
      // cache holds it for the workflow; its dependencies from npm's cache too
      const tarball = pack(join(work, 'check-package'), undefined, join(template, 'packages/check'));
      writeCheckLock(ownerHome, tarball, join(template, 'packages/check/package.json'), template);
      run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], ownerHome);
    });

    it.each(CHECKED)(
      'passes on %s, built and served under the path of its url',
      (owner) => {
        expect(checkStep()).toBe('npm run check -- --install-chromium');
        rmSync(join(site, 'content'), { recursive: true });
        cpSync(join(template, owner), join(site, 'content'), { recursive: true });
        const { said } = installingWhatItNames(site, () => run('sh', ['-c', checkStep()!], site));
        const base = new URL(
          (/url: '([^']+)'/.exec(readFileSync(join(site, 'content/site.ts'), 'utf8')) ?? [])[1] ?? 'x:',
        ).pathname;
        // its pages' files are under the path the build names them with
        expect(readFileSync(join(site, 'dist/index.html'), 'utf8')).toContain(`href="${base}site.webmanifest"`);
        expect(said).toMatch(/\d+ passed/);
        expect(said).not.toMatch(/\d+ (failed|flaky)/);
      },
      1_200_000,
    );
  });

  it('builds, from the owner’s content, the site the template builds from it', async () => {
    rmSync(join(site, 'content'), { recursive: true, force: true });
    cpSync(join(template, OWNER), join(site, 'content'), { recursive: true });
    // the typecheck of `npm run check`: the owner's files against the package's types, with the site's tsconfig.json
    typecheck();
    // its publications.bib needs the BibTeX parser, which a site installs when its content has publications: `npm run
    // upgrade -- --check` names it and fails, the build names the command that installs it
    let checked = 'it passed';
    try {
      run('npm', ['run', 'upgrade', '--', '--check'], site);
    } catch (error) {
      checked = String((error as { stdout?: string }).stdout);
    }
    expect(checked).toMatch(/Install it with: npm install @retorquere\/bibtex-parser@/);
    const { installed } = installingWhatItNames(site, () => run('npm', ['run', 'build'], site));
    expect(installed.map((spec) => spec.replace(/@[^@]+$/, ''))).toEqual(['@retorquere/bibtex-parser']);
    const templateBuild = join(work, 'template-dist');
    run('npm', ['run', 'build'], template, { CONTENT_DIR: OWNER, DIST_DIR: templateBuild });
    expect(filesUnder(join(site, 'dist')).length).toBeGreaterThan(10);
    // the content's path as each build names it: from the template's folder, Vite's root
    expect(differences(join(site, 'dist'), templateBuild, ['../../content/', `/${OWNER}/`])).toEqual([]);
    expect(readFileSync(join(site, 'dist/index.html'), 'utf8')).toContain(await ownerName(join(site, 'content')));
    // nothing a host serves names the folders of the machine that built it
    const naming = filesUnder(join(site, 'dist')).filter(
      (file) => TEXT.test(file) && readFileSync(join(site, 'dist', file), 'utf8').includes(work),
    );
    expect(naming).toEqual([]);
  });

  it('takes the next release with npm: the site then differs in package.json and its lock, nothing else', async () => {
    git(site, 'init', '-q');
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'My site');
    const [major, minor, patch] = (
      JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as { version: string }
    ).version
      .split('.')
      .map(Number);
    const next = pack(join(work, 'next-release'), `${major}.${minor}.${patch! + 1}`);
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', next], site);
    expect(git(site, 'status', '--porcelain').trimEnd().split('\n').sort()).toEqual([
      ' M package-lock.json',
      ' M package.json',
    ]);
    run('npm', ['run', 'build'], site);
    expect(git(site, 'status', '--porcelain').trimEnd().split('\n').sort()).toEqual([
      ' M package-lock.json',
      ' M package.json',
    ]);
    const dev = await devPage(site);
    expect(dev.html).toContain(await ownerName(join(site, 'content')));
    expectOwnSourceOnce(dev.imports);
  });
});

describe('a fork of an older release, moved over', () => {
  it('gives the site its content in today’s shape, built, and leaves the fork as it was', async () => {
    const fork = join(work, 'my-fork');
    cpSync(join(template, FORK), fork, { recursive: true });
    const before = filesUnder(fork).map((file) => `${file}:${readFileSync(join(fork, file)).toString('base64')}`);
    // the site above, as a new owner who once forked the template has it: content/ empty
    rmSync(join(site, 'content'), { recursive: true });
    rmSync(join(site, 'dist'), { recursive: true });
    run('npx', ['particle-portfolio', 'from-fork', fork], site);
    expect(filesUnder(fork).map((file) => `${file}:${readFileSync(join(fork, file)).toString('base64')}`)).toEqual(
      before,
    );
    for (const file of filesUnder(join(site, 'content')).filter((name) => name.endsWith('.ts')))
      expect(readFileSync(join(site, 'content', file), 'utf8')).not.toMatch(/from '@\//);
    expect(run('npx', ['particle-portfolio', 'upgrade', '--check'], site)).toContain("in today's shape");
    typecheck();
    expect(readFileSync(join(site, 'dist/index.html'), 'utf8')).toContain(await ownerName(join(site, 'content')));
    // nothing a host serves names the folders of the machine that built it
    const naming = filesUnder(join(site, 'dist')).filter(
      (file) => TEXT.test(file) && readFileSync(join(site, 'dist', file), 'utf8').includes(work),
    );
    expect(naming).toEqual([]);
  });
});

describe('a new owner’s first commands, typed in a folder that is no package', () => {
  // `npx particle-portfolio init my-site --from-resume resume.json` in a home folder: init installs the
  // package (npm, made to install the packed package from npm's cache, below), the installed package's
  // import writes the content, and the site's first `npm run dev` serves its owner's page
  const RESUME = 'tests/fixtures/json-resume/family-name-first.json';

  /**
   * A folder with an `npm` that installs the packed package as `npm install` would, from npm's cache:
   * the site's dependency and the lock file npm would write (site-lock.ts, made for a site of that
   * name at that depth), then `npm ci --offline`; then the packages the content needs, named to it once the site
   * has the package (`npm install budoux@0.7.0`), the same way (site-lock.ts's addToSiteLock, run by the template's
   * module hooks); any other command is npm's own.
   */
  function offlineNpm(name: string): string {
    const prepared = join(work, 'prepared', name);
    mkdirSync(prepared, { recursive: true });
    writeFileSync(join(prepared, 'package.json'), `${JSON.stringify({ name })}\n`);
    writeSiteLock(prepared, tarball, template);
    const bin = join(work, 'offline-npm');
    mkdirSync(bin, { recursive: true });
    const npm = execFileSync('which', ['npm'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(bin, 'npm'),
      `#!/usr/bin/env node
const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync, copyFileSync } = require('node:fs');
const [command] = process.argv.slice(2);
const npm = (...args) => execFileSync(${JSON.stringify(npm)}, args, { stdio: 'inherit' });
const named = process.argv.slice(3).filter((arg) => !arg.startsWith('-'));
if (command !== 'install') npm(...process.argv.slice(2));
else if (named.length > 0 && !named.some((spec) => spec.includes('particle-portfolio'))) {
  (async () => {
    const template = ${JSON.stringify(template)};
    const { registerTypeScript } = await import(template + '/tooling/typescript/register-hooks.mjs');
    registerTypeScript();
    const { addToSiteLock } = await import(template + '/tests/package/site-lock.ts');
    addToSiteLock(process.cwd(), named, template);
    npm('ci', '--offline', '--no-audit', '--no-fund');
  })();
} else {
  const site = JSON.parse(readFileSync('package.json', 'utf8'));
  const { dependencies } = JSON.parse(readFileSync(${JSON.stringify(join(prepared, 'package.json'))}, 'utf8'));
  writeFileSync('package.json', JSON.stringify({ ...site, dependencies }, null, 2) + '\\n');
  copyFileSync(${JSON.stringify(join(prepared, 'package-lock.json'))}, 'package-lock.json');
  npm('ci', '--offline', '--no-audit', '--no-fund');
}
`,
    );
    chmodSync(join(bin, 'npm'), 0o755);
    return bin;
  }

  it('init --from-resume installs the site and writes its content; npm run dev serves the owner’s page at once', async () => {
    const home = join(work, 'home');
    mkdirSync(home, { recursive: true });
    for (let dir = home; dirname(dir) !== dir; dir = dirname(dir))
      expect(existsSync(join(dir, 'package.json')), dir).toBe(false);
    cpSync(join(template, RESUME), join(home, 'resume.json'));
    const bin = offlineNpm('fresh-site');
    const said = run(
      process.execPath,
      [
        join(template, 'cli/particle-portfolio.mjs'),
        'init',
        'fresh-site',
        '--package',
        tarball,
        '--from-resume',
        'resume.json',
      ],
      home,
      // npx says where it was typed, as npm run does
      { PATH: `${bin}:${process.env.PATH ?? ''}`, INIT_CWD: home },
    );
    const site = join(home, 'fresh-site');
    const resume = JSON.parse(readFileSync(join(template, RESUME), 'utf8')) as { basics: { name: string } };
    expect(said).toContain('read resume.json:');
    expect(await ownerName(join(site, 'content'))).toBe(resume.basics.name);
    // the repository is on the branch the site's workflow publishes
    const workflow = parse(readFileSync(join(site, '.github/workflows/site.yml'), 'utf8')) as {
      on: { push: { branches: string[] } };
    };
    expect(git(site, 'symbolic-ref', '--short', 'HEAD').trim()).toBe(workflow.on.push.branches[0]);
    // a slot of the owner's, as the package's command writes it: the dev server serves it, with what it imports
    expect(
      run(
        process.execPath,
        [join(site, 'node_modules/particle-portfolio/cli/particle-portfolio.mjs'), 'slot', 'footer'],
        site,
      ),
    ).toContain('wrote content/slots/footer.tsx');
    // no photo in the résumé's files (the intro shows the initials): nothing stops the dev server
    const dev = await devPage(site);
    expect(dev.html).toContain(resume.basics.name);
    expectOwnSourceOnce(dev.imports);
    // the owner's files the pages import: the site's content folder's, by the dev server's path of them (/@fs/…)
    const content = `${basename(site)}/content/`;
    const owners = new Set(dev.imports.map((spec) => spec.split('?')[0]!).filter((path) => path.includes(content)));
    expect([...owners].map((path) => path.slice(path.indexOf(content) + basename(site).length)).sort()).toEqual([
      '/content/profile.ts',
      '/content/slots/footer.tsx',
    ]);
  });
});
