// What `particle-portfolio init` checks before it writes anything (cli/init.mjs): the folder, the
// package it installs, the résumé or the fork the content starts from. Each check says what is wrong
// in the owner's words, one line, never a stack trace.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SITE_SCRIPTS } from '../tooling/content/folder.mjs';

/** The site's files outside its content folder, from cli/site-files/ (without their dots, which npm packs apart). */
export const SITE_FILES = {
  'README.md': 'README.md',
  '.gitignore': 'gitignore',
  'tsconfig.json': 'tsconfig.json',
  '.github/workflows/site.yml': 'github/workflows/site.yml',
  '.github/dependabot.yml': 'github/dependabot.yml',
};

/** What a folder holds once init has written it: a folder holding only these is a site init began. */
const INIT_WRITES = new Set([
  ...Object.keys(SITE_FILES).map((file) => file.split('/')[0]),
  'package.json',
  'package-lock.json',
  'node_modules',
  'content',
  '.git',
]);

/** The scripts of a site's package.json, each the package's command of the same name. */
export const SCRIPTS = Object.fromEntries(SITE_SCRIPTS.map((script) => [script, `particle-portfolio ${script}`]));

/** @param {string} path */
function writable(path) {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the folder holds only what init writes, with init's scripts: a site init began (and
 * stopped, say, when npm install found no network), which it finishes.
 * @param {string} site
 * @param {readonly string[]} entries
 */
function begunByInit(site, entries) {
  if (!entries.every((entry) => INIT_WRITES.has(entry)) || !entries.includes('package.json')) return false;
  try {
    const { scripts } = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
    return SITE_SCRIPTS.every((script) => scripts?.[script] === SCRIPTS[script]);
  } catch {
    return false;
  }
}

/**
 * What stops init from writing the site in `site` (`shown` names it, from `cwd`), if anything.
 * @param {string} site
 * @param {string} shown
 * @param {string} cwd
 */
function folderProblem(site, shown, cwd) {
  if (!existsSync(site)) {
    let parent = dirname(site);
    while (!existsSync(parent)) parent = dirname(parent);
    if (!statSync(parent).isDirectory()) return `${relative(cwd, parent) || parent} is a file, not a folder`;
    return writable(parent) ? undefined : `not allowed to make ${shown} (in ${parent})`;
  }
  if (!statSync(site).isDirectory()) return `${shown} is a file: name a new folder`;
  let entries;
  try {
    entries = readdirSync(site);
  } catch {
    return `not allowed to read ${shown}`;
  }
  if (entries.length > 0 && !begunByInit(site, entries))
    return `${shown} is not empty: name a new folder (or an empty one)`;
  return writable(site) ? undefined : `not allowed to write in ${shown}`;
}

/** An npm spec that names a file or a folder rather than a package (as npm tells them apart). */
const PATH_SPEC = /^(?:file:|\.{1,2}(?:[/\\]|$)|~[/\\]|[/\\]|[a-zA-Z]:)|\.(?:tgz|tar\.gz|tar)$/i;
// a spec of a package of the registry: its name, then a version, range or tag (particle-portfolio@^2)
const REGISTRY_SPEC = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:@(.+))?$/i;

/**
 * What npm would install for `spec` (typed in `cwd`): the path of a packed package or a folder,
 * from the site; anything else as given.
 * @param {string} spec
 * @param {string} cwd
 * @param {string} site
 */
export function dependencyOf(spec, cwd, site) {
  if (!PATH_SPEC.test(spec)) return spec;
  const path = resolve(cwd, spec.replace(/^file:/, '').replace(/^~(?=[/\\])/, process.env.HOME ?? '~'));
  return relative(site, path) || '.';
}

/**
 * Why npm could not install `spec`, found before anything is written: a path that does not exist or
 * is no package, a package the registry does not have (asked only when installing). Git and URL
 * specs are npm's to fetch.
 * @param {string} spec
 * @param {{ cwd: string, install: boolean }} where
 * @param {(spec: string) => { ok: boolean, said: string }} view asks npm for the package (npm view)
 */
export function packageProblem(spec, { cwd, install }, view) {
  if (PATH_SPEC.test(spec)) {
    const path = resolve(cwd, spec.replace(/^file:/, '').replace(/^~(?=[/\\])/, process.env.HOME ?? '~'));
    if (!existsSync(path)) return `--package ${spec}: no such file or folder (${path})`;
    if (statSync(path).isDirectory()) {
      const manifest = join(path, 'package.json');
      const name = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : undefined;
      if (name !== 'particle-portfolio') return `--package ${spec}: not the particle-portfolio package (a folder)`;
    }
    return undefined;
  }
  const registry = REGISTRY_SPEC.exec(spec);
  if (!registry) return undefined;
  if (registry[1] !== 'particle-portfolio') return `--package ${spec}: not the particle-portfolio package`;
  if (!install) return undefined;
  const { ok, said } = view(spec);
  return ok ? undefined : `--package ${spec}: npm cannot find it (${said})`;
}

/** @param {string} spec */
function npmView(spec) {
  const result = spawnSync('npm', ['view', spec, 'name', '--json'], { encoding: 'utf8' });
  const said = `${result.stderr ?? ''}`.split('\n').find((line) => /npm (?:error|ERR!) /.test(line)) ?? '';
  // a range no version matches gives nothing, and success
  return {
    ok: result.status === 0 && `${result.stdout}`.trim() !== '',
    said: said.replace(/^npm (?:error|ERR!) /, '') || 'no version matches',
  };
}

/**
 * The JSON Resume's problems, read by the import's own reader (this release's), one line each.
 * @param {string} path
 * @param {string} shown
 * @returns {Promise<string[]>}
 */
async function resumeProblems(path, shown) {
  const { registerTypeScript } = await import('../tooling/typescript/register-hooks.mjs');
  registerTypeScript();
  const module = await import('../tooling/import/read-json-resume.ts');
  const read = module.readJsonResume(path, shown);
  return 'problems' in read ? read.problems : [];
}

/**
 * Everything that stops init, one line each; none when it can write the site.
 * @param {{ package?: string, fromResume?: string, fromFork?: string, install: boolean }} options
 * @param {{ cwd: string, site: string, shown: string, spec: string }} where
 * @param {(spec: string) => { ok: boolean, said: string }} [view] asks npm for a package (npm view)
 * @returns {Promise<string[]>}
 */
export async function initProblems(options, { cwd, site, shown, spec }, view = npmView) {
  const fork = options.fromFork && resolve(cwd, options.fromFork);
  return [
    folderProblem(site, shown, cwd),
    options.package === undefined ? undefined : packageProblem(spec, { cwd, install: options.install }, view),
    fork && !existsSync(join(fork, 'src/content/profile.ts'))
      ? `--from-fork ${options.fromFork}: no src/content/profile.ts there: name the folder of a fork (or a copy) of the template`
      : undefined,
    ...(options.fromResume ? await resumeProblems(resolve(cwd, options.fromResume), options.fromResume) : []),
  ].filter((problem) => problem !== undefined);
}
