// `npm test`: the template's whole suite, each step an npm script of its own (docs/testing.md lists
// them). The steps form chains, run one after another; chains run at once as long as the machine has
// cores to spare, in the order below, once the chains they read from are done. Each chain says how
// many cores it keeps busy when it runs alone (measured on two cores: a browser test waits on its
// pages, the package's test on npm), and the next chain starts while the running ones leave a core
// or part of one idle. Each step's output is printed whole when it ends. The first failed step stops
// the run: nothing more starts, and the steps already running end as they would (killed halfway, a
// test run would leave its servers and browsers behind). The run ends with each step's time.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Steps run one after another; `after`, the chains whose outputs they read; `cores`, how many the
 * chain keeps busy alone; `env`, added to each step's.
 * @typedef {{ steps: string[], after?: string[], cores: number, env?: Record<string, string> }} Chain
 */

/**
 * In the order they start when they may: first the builds every browser test reads, then the longest
 * browser runs, the rest filling the cores they leave idle.
 * @type {Record<string, Chain>}
 */
const CHAINS = {
  builds: { steps: ['build', 'build:subpath', 'build:owners', 'build:posts'], cores: 1.8 },
  typecheck: { steps: ['typecheck'], cores: 1 },
  lint: { steps: ['lint'], cores: 1 },
  // test:e2e's own Playwright output folder (test-results/) is the posts' too: one after the other; after the lint,
  // whose knip loads their Playwright configs, which stop when their ports (4310, 4311) are taken
  chromium: { steps: ['test:e2e', 'test:e2e:posts'], after: ['builds', 'lint'], cores: 1.45 },
  // the owners' copies of the project: made by the unit tests' step, then browser-tested in them
  owners: { steps: ['test:unit:owners', 'test:e2e:owners'], after: ['builds'], cores: 1.8 },
  package: { steps: ['test:package'], cores: 1.3 },
  // one WebKitWebDriver under Xvfb at a time (xvfb-run picks a free display, racing another start)
  'firefox and webkit': {
    steps: ['test:browsers', 'test:browsers:posts', 'test:browsers:phrases'],
    after: ['builds'],
    cores: 1.2,
  },
  unit: { steps: ['test:unit'], cores: 1.85 },
  // its accessibility, best practices and SEO are asserted on one run of each mode; the median of
  // three, for the performance figures, is `npm run lighthouse`'s, a report
  lighthouse: { steps: ['lighthouse'], after: ['builds'], cores: 1, env: { LH_RUNS: '1' } },
  html: { steps: ['test:html'], after: ['builds'], cores: 1 },
};

const capacity = Math.max(2, availableParallelism());

/** @param {number} seconds */
const minutes = (seconds) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/** @type {{ step: string, passed: boolean, seconds: number }[]} */
const results = [];
let failed = false;
const started = Date.now();
const elapsed = () => minutes((Date.now() - started) / 1000);

/**
 * Runs `npm run <step>`, its output kept and printed once it is done.
 * @param {string} step
 * @param {Record<string, string>} env
 * @returns {Promise<boolean>} whether it passed
 */
function run(step, env) {
  const stepStarted = Date.now();
  console.log(`[${elapsed()}] started ${step}`);
  const child = spawn('npm', ['run', step], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Buffer[]} */
  const kept = [];
  child.stdout?.on('data', (chunk) => kept.push(chunk));
  child.stderr?.on('data', (chunk) => kept.push(chunk));
  return new Promise((done) =>
    child.on('close', (code) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      const passed = code === 0;
      results.push({ step, passed, seconds });
      if (!passed) failed = true;
      process.stdout.write(`\n--- npm run ${step} ---\n${Buffer.concat(kept).toString('utf8')}`);
      console.log(`[${elapsed()}] ${step} ${passed ? 'passed' : 'FAILED'} in ${minutes(seconds)}\n`);
      done(passed);
    }),
  );
}

/** @type {Set<string>} */
const done = new Set();
/** @type {Set<string>} */
const running = new Set();
const coresInUse = () => [...running].reduce((sum, name) => sum + (CHAINS[name]?.cores ?? 0), 0);

await new Promise((finished) => {
  const startWhatMay = () => {
    if (failed && running.size === 0) return finished(undefined);
    if (failed) return;
    for (const [name, chain] of Object.entries(CHAINS)) {
      if (coresInUse() >= capacity) break;
      if (running.has(name) || done.has(name) || !(chain.after ?? []).every((before) => done.has(before))) continue;
      running.add(name);
      void (async () => {
        for (const step of chain.steps) if (failed || !(await run(step, chain.env ?? {}))) break;
        running.delete(name);
        done.add(name);
        startWhatMay();
      })();
    }
    if (done.size === Object.keys(CHAINS).length) finished(undefined);
  };
  startWhatMay();
});

console.log('\nnpm test, each step (the chains ran at once as the cores allowed):');
for (const [name, chain] of Object.entries(CHAINS)) {
  const shown = chain.steps.flatMap((step) => results.filter((result) => result.step === step));
  const label = shown.map(({ step, passed, seconds }) => `${step} ${minutes(seconds)}${passed ? '' : ' FAILED'}`);
  console.log(`  ${name}: ${label.length > 0 ? label.join(', then ') : 'not run'}`);
}
const failures = results.filter((result) => !result.passed);
console.log(
  `total ${elapsed()}${failures.length > 0 ? `; failed: ${failures.map(({ step }) => step).join(', ')}` : ''}`,
);
process.exit(failed || results.length < Object.values(CHAINS).flatMap((chain) => chain.steps).length ? 1 : 0);
