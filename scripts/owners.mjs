// The fixture owners of tests/fixtures/content/: each one's content built like an owner's site, and
// on each the tests of the shapes of content it adds (tests/support/shapes.mjs), with the owner's
// content copied into src/content of a copy of the project, as an owner's fork holds it. A test that
// depends on no shape runs once, in `npm run test:unit` and `npm run test:e2e`. `npm test` runs all
// three steps.
//
//   node scripts/owners.mjs build   builds each fixture owner into dist-<owner>/
//   node scripts/owners.mjs unit    on each fixture owner, the unit test files tagged with a shape it adds
//                                   (`// @module-tag <shape>`)
//   node scripts/owners.mjs e2e     the owner's check's browser tests (packages/check, tagged @owner) on the own
//                                   site (dist/), with the check's config: every one when src/content holds an
//                                   owner's content (what `npm run check` runs), the sample's shapes while it shows
//                                   the sample; then on each fixture owner, in one run of the template's config,
//                                   those tagged with a shape it adds (each build served as GitHub Pages serves it,
//                                   on a port the system picks), and the template's own browser tests tagged with
//                                   one (forShapes: in Chromium without WebGL, each build on a port of its own, from
//                                   E2E_PORT + 2 on: 4312 unless E2E_PORT is given)
//
// Owners named after the step limit it to them, without the own site: node scripts/owners.mjs unit german-owner
// --every-test runs every @owner test (e2e) or every unit test that reads the content (unit) on them instead.
// OWNERS_JOBS builds, unit-tests and browser-tests that many owners at once: 2 unless given, 3 for the browser tests.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packageRoot, showsSample } from '../tooling/content/folder.mjs';
import { FIXTURES, SAMPLE_OWNER, fixtureOwners, ownerFolder, shapesOf, taggedUnitFiles } from './fixture-owners.mjs';
import { DEFAULT_E2E_PORT } from './free-port.mjs';
import { copyProject } from './project-copy.mjs';

/** The folders whose unit tests read the content (the particle field's do not). */
const CONTENT_FOLDERS = ['src/app', 'src/features', 'src/server', 'tooling'];

/**
 * A command to run; `size`, how much it has to do, roughly.
 * @typedef {{ title: string, command: string, args: string[], env?: Record<string, string>, cwd?: string, size?: number }} Task
 */

/**
 * Runs the tasks, `jobs` at a time, the largest first (so that the last to end are short ones, not one long run
 * alone on an idle machine). One task at a time prints as it goes; several print each one's
 * output whole once it is done, so that their lines do not interleave. Resolves to the failed tasks' titles.
 * @param {Task[]} tasks
 * @param {number} jobs
 * @returns {Promise<string[]>}
 */
async function runAll(tasks, jobs) {
  /** @type {string[]} */
  const failed = [];
  const queue = [...tasks].sort((one, other) => (other.size ?? 0) - (one.size ?? 0));
  const alone = Math.min(jobs, tasks.length) <= 1;
  /** @param {Task} task */
  const run = async ({ title, command, args, env = {}, cwd = process.cwd() }) => {
    const shown = Object.entries(env).map(([key, value]) => `${key}=${value} `);
    const header = `\n> ${title}: ${cwd === process.cwd() ? '' : `(in ${cwd}) `}${shown.join('')}${command} ${args.join(' ')}`;
    if (alone) console.log(header);
    // the content is the one `env` names, or the copy's src/content: never the caller's CONTENT_DIR
    const inherited = { ...process.env };
    delete inherited.CONTENT_DIR;
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited, ...env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((done) => child.on('close', (code) => done(code)));
    if (!alone) console.log(`${header}\n${Buffer.concat(output).toString('utf8')}`);
    if (status !== 0) failed.push(title);
  };
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await run(task);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, tasks.length)) }, worker));
  return failed;
}

// the copies of this checkout's project: another checkout on the machine runs its own at once
const copies = join(tmpdir(), 'portfolio-owners', createHash('sha256').update(packageRoot).digest('hex').slice(0, 12));

/**
 * A copy of the project with the owner's content in src/content, as an owner's fork holds it.
 * @param {string} owner
 */
const projectOf = (owner) => copyProject(join(copies, owner), { content: ownerFolder(owner) });

/**
 * The Playwright --grep of the tests tagged with one of `shapes`.
 * @param {readonly string[]} shapes
 */
const grepOf = (shapes) => `@(${shapes.join('|')})(?![\\w-])`;

/** @param {string[]} failed */
function finish(failed) {
  if (failed.length > 0) {
    console.error(`\nowners: failed on ${failed.join(', ')}`);
    process.exit(1);
  }
}

const argv = process.argv.slice(2);
const everyTest = argv.includes('--every-test');
const [step, ...chosen] = argv.filter((arg) => arg !== '--every-test');
// the owners named after the step, or every fixture owner
const owners = chosen.length > 0 ? fixtureOwners.filter((owner) => chosen.includes(owner)) : fixtureOwners;
const unknown = chosen.filter((owner) => !fixtureOwners.includes(owner));
if (unknown.length > 0) {
  console.error(
    `owners: no fixture owner named ${unknown.join(', ')} in ${FIXTURES} (the sample is the own site while src/content holds nobody's)`,
  );
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.OWNERS_JOBS ?? (step === 'e2e' ? 3 : 2)));
/** Playwright's workers for each browser run of `e2e`: the two cores shared out between the runs at once. */
const workers = `--workers=${jobs > 1 ? 1 : 2}`;
/** @param {string} owner */
const adds = (owner) => (shapesOf(owner).length > 0 ? shapesOf(owner).join(', ') : 'nothing: the reference shape');

if (step === 'build') {
  finish(
    await runAll(
      owners.map((owner) => ({
        title: owner,
        command: 'npm',
        args: ['run', 'build'],
        env: { CONTENT_DIR: ownerFolder(owner), DIST_DIR: `dist-${owner}` },
      })),
      jobs,
    ),
  );
} else if (step === 'unit') {
  const files = taggedUnitFiles();
  /** @type {Task[]} */
  const tasks = [];
  for (const owner of owners) {
    /** @type {readonly string[]} */
    const shapes = shapesOf(owner);
    // --every-test: the folders whose tests read the content, whatever their tags
    const mine = everyTest
      ? CONTENT_FOLDERS
      : files.filter(({ tags }) => tags.some((tag) => shapes.includes(tag))).map(({ path }) => path);
    console.log(`${owner} adds ${adds(owner)}: ${mine.length > 0 ? mine.join(', ') : 'no unit test file to run'}`);
    if (mine.length > 0)
      tasks.push({
        title: owner,
        command: 'npx',
        args: ['vitest', 'run', ...mine],
        cwd: projectOf(owner),
        size: mine.length,
      });
  }
  finish(await runAll(tasks, jobs));
} else if (step === 'e2e') {
  /** @type {Task[]} */
  const tasks = [];
  if (chosen.length === 0) {
    // the own site: every @owner test on an owner's content, as `npm run check` runs them; the sample's shapes on the
    // sample
    const own = showsSample() && !everyTest ? ['--grep', grepOf(shapesOf(SAMPLE_OWNER))] : [];
    console.log(
      showsSample()
        ? `the own site shows the sample, which adds ${adds(SAMPLE_OWNER)}`
        : 'the own site: every @owner test',
    );
    // its results outside the checkout's test-results/, which `npm run test:e2e` may be using meanwhile (npm test)
    const output = ['--output', join(copies, 'own-site', 'test-results')];
    // the owner's check's own config: its browser tests alone, on the own build
    const check = ['playwright', 'test', '-c', 'packages/check/playwright.config.js'];
    tasks.push({ title: 'the own site (dist/)', command: 'npx', args: [...check, ...own, ...output, workers] });
  }
  // each owner's tests in one Playwright run of the template's config, its projects `owner` (the owner's check's
  // browser tests, served as GitHub Pages serves the build, on a port the system picks) and `no-webgl` (the template's
  // own, each build on a port of its own after those of playwright.config.ts and playwright.posts.config.ts): one start
  // of Playwright, Chromium and the site's facts rather than two
  const port = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT) + 2;
  owners.forEach((owner, index) => {
    const shapes = shapesOf(owner);
    console.log(`${owner} adds ${adds(owner)}`);
    if (shapes.length === 0 && !everyTest) return;
    // the tests of its shapes (a shape may be one that unit tests alone show: then its owner has no browser test to
    // run); --every-test: every @owner test too
    const tags = everyTest ? ['owner', ...shapes] : shapes;
    // each owner's build (npm run build:owners) is served from the copy holding its content
    const dist = resolve(`dist-${owner}`);
    tasks.push({
      title: owner,
      command: 'npx',
      args: [
        'playwright',
        'test',
        '--project=owner',
        '--project=no-webgl',
        '--grep',
        grepOf(tags),
        '--pass-with-no-tests',
        workers,
      ],
      env: { E2E_DIST: dist, E2E_PORT: String(port + index) },
      cwd: projectOf(owner),
      // the more shapes an owner adds, the more tests are theirs
      size: tags.length,
    });
  });
  // `jobs` Playwright runs at once, each with one worker (one run alone has two): a run starts Playwright, its server
  // and the site's facts one step after another, which left a third of the two cores idle with one run at a time
  // (6:07 in a CI run, 4:53 two at a time). Measured on two cores: 275 and 259 s two at a time (the cores 76-79 %
  // busy), 236 and 236 s three at a time (88 %), 232 s four at a time
  finish(await runAll(tasks, jobs));
} else {
  console.error('usage: node scripts/owners.mjs build | unit | e2e [--every-test] [owner …]');
  process.exit(2);
}
