import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { contentType } from '../tests/support/content-types';

/**
 * A tiny static server on 127.0.0.1 (random port): `mounts` maps URL prefixes to folders, longest
 * first; unknown paths under `/` fall back to the site's index.html like the real host does.
 */
export async function serveStatic(
  mounts: Record<string, string>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const prefix = prefixes.find((p) => url.pathname.startsWith(p)) ?? '/';
    const root = mounts[prefix] ?? '';
    const rel = normalize(decodeURIComponent(url.pathname.slice(prefix.length))).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, rel);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = join(file, 'index.html');
      file = existsSync(index) ? index : join(root, 'index.html');
    }
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': contentType(file), 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
