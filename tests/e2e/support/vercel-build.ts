import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Inside Playwright's output folder: emptied at the start of every run, so each run builds afresh.
const OUT = resolve('test-results/vercel-build');
const DIST = join(OUT, 'dist');
const DONE = join(OUT, 'done');
const LOCK = join(OUT, 'lock');
const vite = resolve('node_modules/vite/bin/vite.js');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function build(): void {
  const env = { ...process.env, VERCEL: '1' };
  const run = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    execFileSync(process.execPath, args, { env: { ...env, ...extra }, stdio: 'pipe' });
  run([vite, 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error']);
  run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(OUT, 'server'), '--logLevel', 'error']);
  run(['scripts/prerender.mjs'], { DIST_DIR: DIST, SERVER_DIR: join(OUT, 'server') });
  writeFileSync(DONE, '');
}

/**
 * The site built as Vercel builds it (VERCEL=1: the analytics compiled in), once per test run
 * however many workers ask: the first takes the lock and builds, the others wait for it.
 */
export async function vercelBuild(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  while (!existsSync(DONE)) {
    try {
      mkdirSync(LOCK);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      if (!existsSync(DONE)) build();
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
  return DIST;
}

/** Serves `dir` the way `npm run preview` does (vercel.json's headers and rewrites) on `port`; resolves to a stop function. */
export async function servePreview(dir: string, port: number): Promise<() => void> {
  const server = spawn(process.execPath, [vite, 'preview', '--strictPort', '--port', String(port), '--outDir', dir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error(`vite preview on port ${port} exited with ${server.exitCode}`);
    if (await fetch(origin).then((response) => response.ok, () => false)) break;
    if (waited > 30_000) throw new Error(`vite preview on port ${port} did not answer`);
    await sleep(200);
  }
  return () => server.kill();
}
