import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TIME = '/usr/bin/time';
const pageBytes = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim());

/** Every process's parent and resident bytes, from /proc (a process that ends meanwhile is left out). */
function processes(): Map<number, { parent: number; resident: number }> {
  const found = new Map<number, { parent: number; resident: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // the fields after the command's name (in parentheses, which may hold spaces), from the state on:
    // the parent is the stat's 4th field, the resident pages its 24th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    found.set(Number(name), { parent: Number(fields[1]), resident: Number(fields[21]) * pageBytes });
  }
  return found;
}

/** The resident bytes of a process and all its descendants, summed. */
function treeResident(root: number): number {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += all.get(pid)?.resident ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface Run {
  status: number | null;
  seconds: number;
  /** the highest sum of the resident memory of the command's whole process tree, polled every 200 ms */
  treePeak: number;
  /** the largest single process's peak (GNU time's "Maximum resident set size"), when /usr/bin/time is installed */
  largestProcess: number | undefined;
  output: string;
}

/**
 * Runs a command and measures its wall time and peak memory: the sum of its process tree's resident
 * memory, read from /proc every 200 ms (the build's steps run one after the other as child processes,
 * so no single process's peak says what the build needs), and, under GNU time, the largest process's.
 */
export function measuredRun(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const timed = existsSync(TIME);
  return new Promise<Run>((resolve, reject) => {
    const start = performance.now();
    const child = timed
      ? spawn(TIME, ['-v', command, ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      // the tail is what a failure or GNU time's report needs
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let treePeak = 0;
    const poll = setInterval(() => {
      if (child.pid !== undefined) treePeak = Math.max(treePeak, treeResident(child.pid));
    }, 200);
    child.on('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(poll);
      const seconds = (performance.now() - start) / 1000;
      const kilobytes = /Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1];
      resolve({
        status,
        seconds,
        treePeak,
        largestProcess: kilobytes === undefined ? undefined : Number(kilobytes) * 1024,
        output,
      });
    });
  });
}

export const memoryMethod = () =>
  `peak memory: the build's process tree's resident memory summed, read from /proc every 200 ms` +
  (existsSync(TIME) ? `; largest process: GNU time -v's "Maximum resident set size"` : ' (no /usr/bin/time here)');
