// The site the check tests, and the one place the check reads its environment: the site's folder (where
// the command runs, or PORTFOLIO_SITE), the particle-portfolio it installs, its build (DIST_DIR, or
// E2E_DIST for a private copy of a build, else dist/), the path it was built under (BASE_PATH, else the
// path of its url) and what its content says (the facts its template writes: tooling/check/site-facts.ts);
// and of the machine, CI, CHROMIUM_PATH and Playwright's TEST_WORKER_INDEX.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * @typedef {import('../../../tooling/check/site-facts-types.ts').SiteFacts} SiteFacts
 * @typedef {{ root: string, template: string, dist: string }} SiteFolders
 */

/**
 * The site's folder, the template's (particle-portfolio, as the site resolves it: a clone of the template is its own)
 * and the build's.
 * @returns {SiteFolders}
 */
export function siteFolders() {
  const root = resolve(process.env.PORTFOLIO_SITE || process.cwd());
  const template = dirname(createRequire(join(root, 'package.json')).resolve('particle-portfolio/package.json'));
  const dist = resolve(root, process.env.E2E_DIST || process.env.DIST_DIR || 'dist');
  return { root, template, dist };
}

/** The base path the build was given (BASE_PATH), if any: the facts then say the path it is under. */
const basePathGiven = () => process.env.BASE_PATH || undefined;

/** Whether this runs on a CI service (GitHub Actions sets CI): a check it cannot make fails there rather than skips. */
export const onCi = () => Boolean(process.env.CI);

/** Whether this is the process that starts a Playwright run (its workers have TEST_WORKER_INDEX). */
export const startsTheRun = () => process.env.TEST_WORKER_INDEX === undefined;

/** The Chromium the browser tests drive: CHROMIUM_PATH, when set. */
export const chromiumGiven = () => process.env.CHROMIUM_PATH || undefined;

/**
 * Where the facts of the site built in `dist` are kept: in the site's caches, one file for each build folder.
 * @param {SiteFolders} folders
 */
const factsFile = ({ root, dist }) =>
  join(root, 'node_modules', '.cache', 'particle-portfolio-check', `${dist.replace(/[^\w.-]+/g, '_')}.json`);

/**
 * Writes the facts of the site (its template's cli/site-facts.mjs, with the build's environment): once a run, by the
 * process that starts it, before any test file is read.
 * @param {SiteFolders} folders
 */
export function writeSiteFacts(folders) {
  const file = factsFile(folders);
  mkdirSync(dirname(file), { recursive: true });
  execFileSync(process.execPath, [join(folders.template, 'cli/site-facts.mjs'), file, basePathGiven() ?? ''], {
    cwd: folders.root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The facts of the site under test, as writeSiteFacts wrote them, and its build folder.
 * @returns {SiteFacts & { dist: string }}
 */
export function siteUnderTest() {
  const folders = siteFolders();
  const file = factsFile(folders);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the check's Playwright config writes it before the tests`);
  return { ...JSON.parse(readFileSync(file, 'utf8')), dist: folders.dist };
}
