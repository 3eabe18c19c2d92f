import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

// A command's step runs in a process of its own (Vite's dev server and preview): a signal that stops the command
// (a service manager's or `timeout`'s SIGTERM, to the command's process alone) stops the step too, instead of leaving
// it serving on its port with nobody to stop it.

const steps = pathToFileURL(join(import.meta.dirname, 'steps.mjs')).href;

/** Whether a process is still running. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('a %s to the command reaches its running step', async (signal) => {
  // the command: runs a step that prints its pid and waits, as a server does, and exits with the step's code
  const command = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { runIn } = await import(${JSON.stringify(steps)});
       process.exitCode = await runIn({ root: process.cwd(), env: process.env }, process.execPath,
         ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)']);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(command.stdout, 'data')) as [Buffer];
  const step = Number(line.toString().trim());
  expect(alive(step)).toBe(true);

  command.kill(signal);
  // its end, not its output's ('close'): a step left running would hold the command's output open
  const [code, killedBy] = (await once(command, 'exit')) as [number | null, string | null];
  const stepLeft = alive(step);
  if (stepLeft) process.kill(step, 'SIGKILL');

  expect(stepLeft).toBe(false);
  // the command ends as its step did: stopped by the signal, an exit code other than 0
  expect(killedBy === null && code !== 0).toBe(true);
});
