// A test serves the build it tests on a port of its own, and never trusts a server it did not start:
// someone's `npm run preview` of another build, or another run's server, would answer its requests
// with the wrong site. So a port must be free before the test's server takes it; a taken one stops
// the run with a line naming the port and the variable that moves it.
import { spawnSync } from 'node:child_process';

/**
 * The first port of the browser tests' servers unless E2E_PORT says otherwise (playwright.config.ts
 * serves on it, playwright.posts.config.ts on the next, scripts/owners.mjs from the one after):
 * not `npm run preview`'s 4173, which is someone's own look at a build.
 */
export const DEFAULT_E2E_PORT = 4310;

/**
 * Whether a server of ours could listen on 127.0.0.1:`port` now. Synchronous (Playwright's configs
 * are): it asks a short-lived Node process to listen there.
 * @param {number} port
 */
export function portIsFree(port) {
  const probe = `require('node:net').createServer().once('error', () => process.exit(1)).listen(${port}, '127.0.0.1', function () { this.close(() => process.exit(0)); })`;
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore' }).status === 0;
}

/**
 * The message for a port something else holds.
 * @param {number} port
 * @param {string} variable the environment variable that chooses the port, e.g. "E2E_PORT"
 */
export const takenPortMessage = (port, variable) =>
  `port ${port} is taken: another server listens there (perhaps \`npm run preview\` or another test run), and the tests will not run against a build they did not serve. Stop it, or set ${variable} to a free port.`;

/**
 * Throws `takenPortMessage` unless every port is free.
 * @param {readonly number[]} ports
 * @param {string} variable
 */
export function requireFreePorts(ports, variable) {
  const taken = ports.find((port) => !portIsFree(port));
  if (taken !== undefined) throw new Error(takenPortMessage(taken, variable));
}
