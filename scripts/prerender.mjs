// Writes the static pages after `vite build` (client) and `vite build --ssr` (server bundle):
// dist/index.html and dist/blog/index.html prerendered and hydrated in the browser (and each other
// language's, under its folder: dist/pt-br/index.html), dist/spa.html the empty shell for every
// other path (and dist/404.html, the same shell, for hosts without rewrites; another language's is
// dist/pt-br/spa.html), each a document the server entry makes (src/server/document.ts: its
// language, head and body), plus sitemap.xml, robots.txt, site.webmanifest, the feeds and the
// hosts' files (_headers, _redirects, .nojekyll; see src/server/).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distFolder, sitePath } from '../tooling/content/folder.mjs';
import { byId, filesBeyondEntry, keepManifest } from './initial-chunks.mjs';
import { serverDir } from './server-dir.mjs';

const dist = distFolder();
const server = await import(pathToFileURL(join(serverDir(dist), 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
/** @type {import('vite').Manifest} */
const manifest = byId(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')));
// the built files of a module the pages load beside the entry (a language's chunk), which a page names to preload
const moduleFiles = (/** @type {string} */ id) => filesBeyondEntry(manifest, id);

/**
 * The built files (scripts, styles, pictures) a page names that are not in the build: the server
 * bundle names them itself, so a name it gives differently from the client build would ship a page
 * whose pictures or scripts fail to load.
 * @param {string} html
 */
function missingAssets(html) {
  const urls = [...html.matchAll(/\s(?:src|srcset|href)="([^"]*)"/gi)].flatMap(([, value = '']) =>
    value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  const files = urls
    .filter((url) => url.startsWith('/') && !url.startsWith('//') && url.includes('/assets/'))
    .map((url) => decodeURIComponent((url.split(/[?#]/)[0] ?? '').slice(url.indexOf('/assets/') + 1)));
  return [...new Set(files)].filter((file) => !existsSync(join(dist, file)));
}

/** @type {string[]} */
const missing = [];
let written = 0;
/**
 * @param {string} file
 * @param {string} text
 */
function write(file, text) {
  if (file.endsWith('.html'))
    missing.push(
      ...missingAssets(text).map((asset) => `${sitePath(file)}: names ${asset}, which the build did not write`),
    );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written += 1;
  if (process.env.PORTFOLIO_VERBOSE)
    console.log(`prerender: ${sitePath(file)} (${(Buffer.byteLength(text) / 1024).toFixed(1)} kB)`);
}

for (const path of server.prerenderedPaths) {
  write(
    join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`),
    await server.prerenderedPage(template, path, moduleFiles),
  );
}
for (const { files, html } of server.shellPages(template, moduleFiles))
  for (const file of files) write(join(dist, file), html);
for (const [name, text] of Object.entries({ ...server.siteFiles(), ...server.platformFiles() }))
  write(join(dist, name), text);

rmSync(serverDir(dist), { recursive: true, force: true });
keepManifest(dist);
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}
console.log(`prerender: ${written} pages and files written in ${sitePath(dist)}/`);
