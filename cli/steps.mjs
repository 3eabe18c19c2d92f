// The steps of a command: Node programs of the template or of its dependencies, run one after the
// other in the site's folder with the site's environment, the first failure ending the command.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';

const require = createRequire(join(packageRoot, 'package.json'));

/**
 * The path of a dependency's command-line program, as its package.json's `bin` names it.
 * @param {string} dependency
 * @param {string} [name]
 */
function binOf(dependency, name = dependency) {
  const manifest = require.resolve(`${dependency}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

/**
 * Runs Vite's command (`dev`, `build`, `preview` and its options) with the template's config, in the site's folder.
 * Vite bundles the config before it runs it, by default with a check of whether Node could load it without a
 * bundler, which the template never asks of it: on a loaded two-core machine that check took 1.8 s of a 4.6 s load
 * and printed Rolldown's timing report ([PLUGIN_TIMINGS]) in the owner's terminal, before anything of theirs.
 * @param {readonly string[]} args
 * @param {{ root: string, env: NodeJS.ProcessEnv }} site
 * @param {NodeJS.ProcessEnv} [extra] variables of this step only
 * @returns {Promise<number>}
 */
export const runVite = (args, site, extra = {}) =>
  runNode(binOf('vite'), [...args, '--config', join(packageRoot, 'vite.config.ts')], site, {
    VITE_CONFIG_NATIVE_IGNORE_WARNING: '1',
    ...extra,
  });

/**
 * Runs `node script ...args` in the site's folder; resolves to its exit code.
 * @param {string} script
 * @param {readonly string[]} args
 * @param {{ root: string, env: NodeJS.ProcessEnv }} site
 * @param {NodeJS.ProcessEnv} [extra] variables of this step only
 * @returns {Promise<number>}
 */
export const runNode = (script, args, site, extra = {}) => runIn(site, process.execPath, [script, ...args], extra);

/** The signals that stop a command, passed on to the step it is running. */
const FORWARDED = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Runs `command ...args` in the site's folder, with its environment and `extra`; resolves to its exit code.
 * @param {{ root: string, env: NodeJS.ProcessEnv }} site
 * @param {string} command
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} [extra]
 * @returns {Promise<number>}
 */
export function runIn({ root, env }, command, args, extra = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extra }, stdio: 'inherit' });
  // a signal that stops the command stops its step: a service manager or `timeout` signals the command's process
  // alone (a terminal's Ctrl+C reaches both), and a dev server or preview left running would keep its port
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  return new Promise((done) => {
    const end = (/** @type {number} */ code) => {
      for (const signal of FORWARDED) process.off(signal, forward);
      done(code);
    };
    child.on('error', () => end(1));
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the steps in turn until one fails; resolves to the failed step's exit code, or 0.
 * @param {readonly (() => Promise<number>)[]} steps
 */
export async function inTurn(steps) {
  for (const step of steps) {
    const code = await step();
    if (code !== 0) return code;
  }
  return 0;
}
