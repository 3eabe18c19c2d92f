import { strict as assert } from 'node:assert';
import { readProbe } from './actions';
import type { Behaviour, BehaviourContext } from './behaviour';
import type { BrowserPage, Size } from './browser';

/** Everything seen during a test that fails it, whatever the behaviour asserted. */
async function problemsOf(page: BrowserPage, serverProblems: string[]): Promise<string[]> {
  const problems = [...(await page.driverProblems()), ...serverProblems];
  const probe = await readProbe(page).catch((error: unknown) => {
    problems.push(`the page could not be read after the test: ${String(error)}`);
    return null;
  });
  if (!probe) {
    problems.push('the probe was not in the page, so its checks (errors, CSP violations, first frames) did not run');
  } else {
    problems.push(...probe.problems);
    for (const frame of probe.frames) {
      if (frame.sheets.length === 0) problems.push(`no stylesheet in ${frame.path}`);
      for (const sheet of frame.sheets) {
        if (sheet.rules <= 0)
          problems.push(`unstyled first frame of ${frame.path}: ${sheet.href} not applied (rules: ${sheet.rules})`);
      }
    }
  }
  const where = await page.evaluate(() => location.origin, null).catch(() => null);
  if (where !== page.origin) problems.push(`the page ended on another origin: ${where}`);
  return problems;
}

export interface RunOptions {
  page: BrowserPage;
  size: Size;
  /** The runner's skip: ends the test as skipped with the reason (it throws). */
  skip(reason: string): void;
  /** Prints a line in the report. */
  log(line: string): void;
  /** The test server's findings since the test started (CSP reports, other origins, HTTP errors). */
  serverProblems(): Promise<string[]>;
}

/**
 * Runs one shared behaviour on an open page, then fails the test on anything the page, the driver
 * or the server saw: console and page errors, CSP violations, requests to another origin, HTTP
 * errors, and a document whose stylesheet was not applied at its first frame.
 */
export async function runBehaviour(behaviour: Behaviour, options: RunOptions): Promise<void> {
  const { page, size, log } = options;
  let skipped = false;
  const context: BehaviourContext = {
    page,
    size,
    skip: (reason) => {
      skipped = true;
      log(`skipped in ${page.browser} at ${size.name}: ${reason}`);
      options.skip(reason); // the runner's skip throws its own error
      throw new Error(`skipped: ${reason}`);
    },
    note: (text) => log(`${page.browser}, ${size.name}: ${text}`),
  };
  if (size.phone && !page.canTouch)
    log(`${page.browser}, ${size.name}: presses are mouse clicks (the driver has no touch input)`);
  let failure: unknown = null;
  try {
    await behaviour.run(context);
  } catch (error) {
    if (skipped) throw error; // no checks after a skip
    failure = error;
  }
  const problems = await problemsOf(page, await options.serverProblems());
  if (failure) {
    if (problems.length && failure instanceof Error)
      failure.message += `\n\nand during the test:\n${problems.join('\n')}`;
    throw failure;
  }
  assert.deepEqual(
    problems,
    [],
    'no console or page error, CSP violation, request to another origin, failed request or unstyled first frame',
  );
}
