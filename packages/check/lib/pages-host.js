// The site as GitHub Pages serves it, where the site's workflow publishes it: the build's folder under
// its base path (a project site's /<repository>/, or / at a domain's root) as plain files, with no
// rewrites and no headers of the site's own; a folder without its trailing slash is redirected to it
// (301), a folder gets its index.html, anything missing gets the site's 404.html with status 404, and
// a path outside the base path is another site's: 404.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The Content-Type a static host sends for a file of the built site.
 * @param {string} file
 */
export const contentType = (file) => TYPES[extname(file)] ?? 'application/octet-stream';

/** @param {string} path */
const kind = (path) => {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats?.isFile() ? 'file' : stats?.isDirectory() ? 'folder' : null;
};

/**
 * @typedef {{ origin: string, close: () => Promise<void> }} PagesLikeHost
 */

/**
 * Serves `folder` under `base` ("/", "/portfolio/") on 127.0.0.1, on a port the system picks.
 * @param {string} folder
 * @param {string} base
 * @returns {Promise<PagesLikeHost>}
 */
export async function servePagesLike(folder, base) {
  const root = resolve(folder);
  const server = createServer((req, res) => {
    /**
     * @param {number} status
     * @param {string | null} file
     * @param {Record<string, string>} [headers]
     */
    const send = (status, file, headers = {}) => {
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
    let inside;
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
  await new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
