import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { contentType } from '../../support/content-types';

export interface PagesLikeHost {
  origin: string;
  close: () => Promise<void>;
}

const kind = (path: string) => {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats?.isFile() ? 'file' : stats?.isDirectory() ? 'folder' : null;
};

/**
 * A static host that behaves like GitHub Pages for a project site: the folder is served under
 * `base` (SUB_PATH, tests/support/sub-path.ts) as plain files, with no rewrites and no custom
 * headers; a folder without its trailing slash is redirected to it (301), a folder gets its
 * index.html, and anything missing gets the site's 404.html with status 404. Paths outside `base`
 * are another site: 404.
 */
export async function servePagesLike(folder: string, base: string): Promise<PagesLikeHost> {
  const root = resolve(folder);
  const server = createServer((req, res) => {
    const send = (status: number, file: string | null, headers: Record<string, string> = {}) => {
      if (file === null) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(`${status}\n`);
        return;
      }
      res.writeHead(status, { 'content-type': contentType(file), ...headers });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, null);
    const url = new URL(req.url ?? '/', 'http://pages.local');
    if (`${url.pathname}/` === base) return send(301, null, { location: `${base}${url.search}` });
    if (!url.pathname.startsWith(base)) return send(404, null);
    let inside: string;
    try {
      inside = decodeURIComponent(url.pathname.slice(base.length));
    } catch {
      return send(400, null);
    }
    const path = resolve(root, inside);
    if (path !== root && !path.startsWith(`${root}${sep}`)) return send(404, null);
    const found = kind(path);
    if (found === 'file') return send(200, path);
    if (found === 'folder') {
      if (!url.pathname.endsWith('/')) return send(301, null, { location: `${url.pathname}/${url.search}` });
      if (kind(join(path, 'index.html')) === 'file') return send(200, join(path, 'index.html'));
    }
    const notFound = join(root, '404.html');
    return send(404, kind(notFound) === 'file' ? notFound : null);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
