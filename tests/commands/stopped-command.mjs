// A command that changes the owner's files, run as the owner runs it but stopped as a crash would
// stop it: killed (SIGKILL: no handler, no `finally` runs) right after the STOP_AT-th step of its
// writing. Without STOP_AT it runs whole, and names on stderr the steps it took. The test entry
// of tooling/owner-files/stopped-commands.test.ts, and nothing else's: no command reads STOP_AT.
//   STOP_AT=3 PORTFOLIO_SITE=<site> node tests/commands/stopped-command.mjs upgrade
import { registerTypeScript } from '../../tooling/typescript/register-hooks.mjs';
import { packageRoot, siteRoot } from '../../tooling/content/folder.mjs';

const [command = '', ...args] = process.argv.slice(2);
const stopAt = Number(process.env.STOP_AT ?? 0);
/** @type {string[]} */
const steps = [];
const onStep = (/** @type {string} */ step) => {
  steps.push(step);
  if (steps.length === stopAt) process.kill(process.pid, 'SIGKILL');
};
registerTypeScript();
const log = (/** @type {string} */ line) => console.log(line);

/** @type {Record<string, () => Promise<number>>} */
const commands = {
  upgrade: async () =>
    (await import('../../tooling/upgrade/upgrade.ts')).upgrade(args, { root: siteRoot(), onStep }, log),
  'from-fork': async () =>
    (await import('../../tooling/upgrade/from-fork.ts')).fromFork(args, { root: siteRoot(), onStep }, log),
  import: async () =>
    (await import('../../tooling/import/import-resume.ts')).importResume(
      args,
      { root: packageRoot, cwd: process.cwd(), onStep },
      log,
    ),
  'start-from-sample': async () =>
    (await import('../../tooling/owner-files/start-from-sample.ts')).startFromSample(
      args,
      { root: siteRoot(), onStep },
      log,
    ),
  slot: async () => (await import('../../tooling/slots/add-slot.ts')).addSlot(args, { root: siteRoot(), onStep }, log),
};
const run = commands[command];
if (!run) throw new Error(`no command ${command}`);
process.exitCode = await run();
console.error(`steps: ${steps.join(' ')}`);
