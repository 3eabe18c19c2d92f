// `npm test`: the template's whole suite, each step an npm script of its own (docs/testing.md lists
// them), in this order. The steps of one line run at once: they were measured to share two cores
// without slowing each other down much (the typecheck and lint each use one core; Firefox and WebKit
// leave a core mostly idle once Firefox is done, and Lighthouse mostly waits; the package's test
// waits on npm and its commands, which left a quarter of the cores idle: beside the browser tests,
// both took 7:14, against 3:08 and 5:56 one after the other). The first step of a line prints as it
// goes, the others once they are done. The run stops after the first line with a failed step, and
// ends with each step's time.
import { spawn } from 'node:child_process';

/** @type {string[][]} */
const LINES = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:unit:owners'],
  ['build'],
  ['build:subpath'],
  ['build:owners'],
  ['build:posts'],
  ['test:e2e', 'test:package', 'test:html'],
  ['test:e2e:owners'],
  ['test:browsers', 'lighthouse'],
  ['test:e2e:posts', 'test:browsers:posts'],
  ['test:browsers:phrases'],
];

/**
 * Runs `npm run <step>`; its output goes straight through, or is kept and printed once it is done.
 * @param {string} step
 * @param {boolean} live
 * @returns {Promise<{ step: string, ok: boolean, seconds: number }>}
 */
function run(step, live) {
  const started = Date.now();
  const child = spawn('npm', ['run', step], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const kept = [];
  child.stdout?.on('data', (chunk) => kept.push(chunk));
  child.stderr?.on('data', (chunk) => kept.push(chunk));
  return new Promise((done) =>
    child.on('close', (code) => {
      if (!live)
        process.stdout.write(`\n--- npm run ${step} (run alongside) ---\n${Buffer.concat(kept).toString('utf8')}`);
      done({ step, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

const started = Date.now();
/** @type {{ step: string, ok: boolean, seconds: number }[]} */
const done = [];
for (const line of LINES) {
  const results = await Promise.all(line.map((step, index) => run(step, index === 0)));
  done.push(...results);
  if (results.some((result) => !result.ok)) break;
}
/** @param {number} seconds */
const minutes = (seconds) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;
console.log('\nnpm test, each step (steps on one line ran at once):');
for (const line of LINES) {
  const shown = line
    .map((step) => done.find((result) => result.step === step))
    .filter((result) => result !== undefined);
  if (shown.length > 0)
    console.log(
      `  ${shown.map(({ step, ok, seconds }) => `${step} ${minutes(seconds)}${ok ? '' : ' FAILED'}`).join('  +  ')}`,
    );
}
const failed = done.filter((result) => !result.ok);
console.log(
  `total ${minutes((Date.now() - started) / 1000)}${failed.length > 0 ? `; failed: ${failed.map(({ step }) => step).join(', ')}` : ''}`,
);
process.exit(failed.length > 0 || done.length < LINES.flat().length ? 1 : 0);
