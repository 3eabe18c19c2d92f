import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Inside Playwright's output folder: emptied at the start of every run, so each run builds afresh.
const OUTPUT = resolve('test-results');
const vite = resolve('node_modules/vite/bin/vite.js');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs Node with `args` and these variables beside the test run's own. */
export const runNode = (args: string[], env: NodeJS.ProcessEnv = {}): string =>
  execFileSync(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'pipe', encoding: 'utf8' });

/**
 * A site built by `npm run build`'s command, from the content folder `env.CONTENT_DIR` names (or src/content), into
 * `out`/dist.
 */
export function buildSite(out: string, env: NodeJS.ProcessEnv = {}): string {
  const dist = join(out, 'dist');
  runNode([resolve('cli/particle-portfolio.mjs'), 'build'], { ...env, DIST_DIR: dist });
  return dist;
}

/**
 * Runs `make` once per test run, however many workers ask (the first takes the lock, the others
 * wait until it is done), in test-results/`name`; resolves to what it returned.
 */
export async function onceARun<T extends string>(name: string, make: (out: string) => T): Promise<T> {
  const out = join(OUTPUT, name);
  const done = join(out, 'done');
  const lock = join(out, 'lock');
  mkdirSync(out, { recursive: true });
  while (!existsSync(done)) {
    try {
      mkdirSync(lock);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      if (!existsSync(done)) writeFileSync(done, make(out));
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return readFileSync(done, 'utf8') as T;
}

/** The site built as Vercel builds it (VERCEL=1: the analytics compiled in), once per test run. */
export const vercelBuild = (): Promise<string> => onceARun('vercel-build', (out) => buildSite(out, { VERCEL: '1' }));

/**
 * Serves `dir` the way `npm run preview` does (vercel.json's headers and rewrites) on a port the
 * system picks, so no other server can be mistaken for it; resolves to its origin, as the server
 * itself prints it once it listens, and a stop function.
 */
export async function servePreview(
  dir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(
    process.execPath,
    [vite, 'preview', '--strictPort', '--host', '127.0.0.1', '--port', '0', '--outDir', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  let printed = '';
  server.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error(`vite preview of ${dir} exited with ${server.exitCode}`);
    const origin = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(stripVTControlCharacters(printed))?.[1];
    if (
      origin &&
      (await fetch(origin).then(
        (response) => response.ok,
        () => false,
      ))
    )
      return { origin, stop: () => server.kill() };
    if (waited > 30_000) throw new Error(`vite preview of ${dir} did not answer`);
    await sleep(200);
  }
}
