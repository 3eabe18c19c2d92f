#!/usr/bin/env node
// particle-portfolio-check: the owner's check of a particle-portfolio site, run in the site's folder
// (`particle-portfolio check` runs it, from npm's cache when the site does not install it): the
// typecheck of the owner's files, the site's build as its workflow makes it (the path of its url, or
// BASE_PATH), the W3C HTML checker on every page, and the browser tests that hold for any owner's
// site on that build, served as GitHub Pages serves it. Ends with what each step took.
//
//   --install-chromium   installs Playwright's Chromium first when the machine has none (with its
//                        system libraries on CI), as the site's workflow does; on CI it does so
//                        unasked (a workflow written by an older release installed another
//                        Playwright's Chromium)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasChromium } from '../lib/chromium.js';
import { validateHtml } from '../lib/html-check.js';
import { onCi, siteFolders } from '../lib/site-under-test.js';

const USAGE = 'usage: particle-portfolio check [--install-chromium]';
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The path of one of this package's dependencies' programs, as its package.json's `bin` names it.
 * @param {string} dependency
 * @param {string} name
 */
function binOf(dependency, name) {
  const manifest = require.resolve(`${dependency}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

/**
 * Runs `node script ...args` in the site's folder; resolves to its exit code.
 * @param {string} script
 * @param {readonly string[]} args
 * @param {string} cwd
 * @returns {Promise<number>}
 */
function runNode(script, args, cwd) {
  const child = spawn(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  return new Promise((done) => child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--install-chromium');
if (unknown.length > 0) {
  console.error(`${USAGE}\nunknown: ${unknown.join(' ')}`);
  process.exit(2);
}

const folders = siteFolders();
const { root, template, dist } = folders;
const playwright = binOf('@playwright/test', 'playwright');

if (!hasChromium()) {
  if (!args.includes('--install-chromium') && !onCi()) {
    console.error(
      'check: no Chromium on this machine for the browser tests: run `npm run check -- --install-chromium` (Playwright installs its own), or set CHROMIUM_PATH to a Chromium',
    );
    process.exit(1);
  }
  // on CI (a fresh machine) with the libraries it needs, which Playwright installs through the system's packages
  const code = await runNode(playwright, ['install', ...(onCi() ? ['--with-deps'] : []), 'chromium'], root);
  if (code !== 0) process.exit(code);
}

const clone = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name === 'particle-portfolio';
const tsconfig = join(root, 'tsconfig.json');
const content = join(root, 'content');
/** A site's own files: none to check while its content folder holds none (it shows the sample). */
const ownFiles = () =>
  existsSync(content) &&
  readdirSync(content, { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.ts'));

/** @type {[name: string, run: () => Promise<number>][]} */
const steps = [
  [
    'typecheck',
    async () => {
      const tsc = binOf('typescript', 'tsc');
      // a fork of the template checks the template's programs with its content; a site its own files
      if (clone) return runNode(tsc, ['--build'], root);
      return existsSync(tsconfig) && ownFiles() ? runNode(tsc, ['-p', tsconfig, '--noEmit'], root) : 0;
    },
  ],
  ['build', () => runNode(join(template, 'cli/particle-portfolio.mjs'), ['build'], root)],
  ['HTML checker', () => validateHtml([dist], (folder) => relative(root, folder) || '.')],
  ['browser tests', () => runNode(playwright, ['test', '-c', join(here, '../playwright.config.js')], root)],
];

/** @type {[name: string, seconds: number][]} */
const times = [];
let failed;
for (const [name, run] of steps) {
  const started = performance.now();
  const code = await run();
  times.push([name, (performance.now() - started) / 1000]);
  if (code !== 0) {
    failed = { name, code };
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(
  `\ncheck: ${times.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ')}; ${total.toFixed(0)} s in all${failed ? `: the ${failed.name} failed` : ''}`,
);
process.exitCode = failed?.code ?? 0;
