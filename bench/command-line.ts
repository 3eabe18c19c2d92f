import { loadavg } from 'node:os';

// What every benchmark reads of its command line, and says of the machine it ran on.

/** The value after `name` on the command line (`--rounds 3`), or undefined. */
export function flag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The machine's load average over 1, 5 and 15 minutes: "1.02 0.87 0.60". */
export const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
