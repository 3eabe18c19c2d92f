#!/usr/bin/env node
// particle-portfolio-check: the owner's check of a particle-portfolio site, run in the site's folder
// (`particle-portfolio check` runs it, from npm's cache when the site does not install it): the
// typecheck of the owner's files beside the site's build as its workflow makes it (the path of its
// url, or BASE_PATH), then the browser tests that hold for any owner's site on that build, served as
// GitHub Pages serves it, beside the W3C HTML checker on every page. Ends with what each step took.
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
import { chromiumGiven, onCi, siteFolders } from '../lib/site-under-test.js';

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
 * A step's output: straight through (`live`), or kept to be printed whole once it is done, so that two steps run
 * side by side never interleave their lines.
 * @typedef {{ live: boolean, kept: string[] }} Output
 */

/**
 * Runs `node script ...args` in the site's folder; resolves to its exit code.
 * @param {string} script
 * @param {readonly string[]} args
 * @param {string} cwd
 * @param {Output} output
 * @returns {Promise<number>}
 */
function runNode(script, args, cwd, output) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    stdio: output.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.kept.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.kept.push(String(chunk)));
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
  const given = chromiumGiven();
  if (given) {
    console.error(`check: CHROMIUM_PATH names ${given}, which is not there`);
    process.exit(1);
  }
  if (!args.includes('--install-chromium') && !onCi()) {
    console.error(
      'check: no Chromium on this machine for the browser tests: run `npm run check -- --install-chromium` (Playwright installs its own), or set CHROMIUM_PATH to a Chromium',
    );
    process.exit(1);
  }
  // on CI (a fresh machine) with the libraries it needs, which Playwright installs through the system's packages
  const code = await runNode(playwright, ['install', ...(onCi() ? ['--with-deps'] : []), 'chromium'], root, {
    live: true,
    kept: [],
  });
  if (code !== 0) process.exit(code);
}

const clone = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name === 'particle-portfolio';
const tsconfig = join(root, 'tsconfig.json');
const content = join(root, 'content');
/** A site's own files: none to check while its content folder holds none (it shows the sample). */
const ownFiles = () =>
  existsSync(content) &&
  readdirSync(content, { recursive: true, encoding: 'utf8' }).some((file) => /\.tsx?$/.test(file));

/**
 * @typedef {{ name: string, run: (output: Output) => Promise<number> }} Step
 */

/** @type {Step} */
const typecheck = {
  name: 'typecheck',
  run: async (output) => {
    const tsc = binOf('typescript', 'tsc');
    // a fork of the template checks the template's programs with its content; a site its own files
    if (clone) return runNode(tsc, ['--build'], root, output);
    return existsSync(tsconfig) && ownFiles() ? runNode(tsc, ['-p', tsconfig, '--noEmit'], root, output) : 0;
  },
};
/** @type {Step} */
const build = {
  name: 'build',
  run: (output) => runNode(join(template, 'cli/particle-portfolio.mjs'), ['build'], root, output),
};
/** @type {Step} */
const html = {
  name: 'HTML checker',
  run: (output) =>
    validateHtml([dist], (folder) => relative(root, folder) || '.', {
      log: (line) => output.kept.push(`${line}\n`),
      warn: (line) => output.kept.push(`${line}\n`),
      error: (line) => output.kept.push(`${line}\n`),
    }),
};
/** @type {Step} */
const browserTests = {
  name: 'browser tests',
  run: (output) => runNode(playwright, ['test', '-c', join(here, '../playwright.config.js')], root, output),
};

// Two rounds of two steps side by side (each leaves the other a core for much of its time: the typecheck is one
// thread, the browser tests wait on pages as much as they compute); the first of each round prints as it goes
/** @type {Step[][]} */
const rounds = [
  [build, typecheck],
  [browserTests, html],
];

/** @type {Map<string, number>} */
const times = new Map();
/** @type {string[]} */
const failed = [];
const started = performance.now();
for (const round of rounds) {
  const codes = await Promise.all(
    round.map(async ({ name, run }, index) => {
      const output = { live: index === 0, kept: [] };
      const begun = performance.now();
      const code = await run(output);
      times.set(name, (performance.now() - begun) / 1000);
      if (output.kept.length > 0) process.stdout.write(`\n${output.kept.join('')}`);
      if (code !== 0) failed.push(name);
      return code;
    }),
  );
  if (codes.some((code) => code !== 0)) break;
}
const seconds = (/** @type {number} */ value) => `${value.toFixed(0)} s`;
console.log(
  `\ncheck: ${rounds
    .flat()
    .flatMap(({ name }) => (times.has(name) ? [`${name} ${seconds(times.get(name) ?? 0)}`] : []))
    .join(
      ', ',
    )}; ${seconds((performance.now() - started) / 1000)} in all${failed.length > 0 ? `: ${failed.join(' and ')} failed` : ''}`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
