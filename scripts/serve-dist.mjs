// Serves a build with `vite preview` (so with the hosts' headers, clean URLs and fallback, see
// tooling/plugins/preview-as-deployed.ts) for the scripts that look at it from a browser: screenshots, Lighthouse.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { portIsFree, takenPortMessage } from './free-port.mjs';

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the server and waits until it answers; it stops on `stop()` or when the process exits.
 * @param {{ outDir: string, port: number, portVariable: string, name: string }} options `name` is the script's, for its
 * messages; `portVariable` the environment variable that moves its port
 */
export async function serveDist({ outDir, port, portVariable, name }) {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`${name}: ${outDir}/index.html is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  // a server already there would answer for this build: look at nothing this script did not serve
  if (!portIsFree(port)) {
    console.error(`${name}: ${takenPortMessage(port, portVariable)}`);
    process.exit(1);
  }
  const server = spawn(
    join('node_modules', '.bin', 'vite'),
    ['preview', '--strictPort', '--host', '127.0.0.1', '--port', String(port), '--outDir', outDir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = () => {
    // no pid: the server never started
    if (server.pid === undefined) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, 30_000);
  return { origin, stop };
}
