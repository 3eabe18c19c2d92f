// Writes the static pages after the client build and the server bundle: dist/index.html and dist/blog/index.html
// prerendered and hydrated in the browser (and each other language's, under its folder: dist/pt-br/index.html),
// dist/spa.html the empty shell for every other path (and dist/404.html, the same shell, for hosts without rewrites;
// another language's is dist/pt-br/spa.html), each a document the server entry makes (src/server/document.ts: its
// language, head and body), plus sitemap.xml, robots.txt, site.webmanifest, the feeds and the hosts' files (_headers,
// _redirects, .nojekyll; see src/server/). `particle-portfolio build` runs it in its own process; on its own:
// scripts/prerender.mjs.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { byId, filesBeyondEntry, keepManifest } from './initial-chunks.mjs';

/**
 * The built files (scripts, styles, pictures) a page names that are not in the build in `dist`: the server bundle
 * names them itself, so a name it gives differently from the client build would ship a page whose pictures or scripts
 * fail to load.
 * @param {string} dist
 * @param {string} html
 */
function missingAssets(dist, html) {
  const urls = [...html.matchAll(/\s(?:src|srcset|href)="([^"]*)"/gi)].flatMap(([, value = '']) =>
    value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  const files = urls
    .filter((url) => url.startsWith('/') && !url.startsWith('//') && url.includes('/assets/'))
    .map((url) => decodeURIComponent((url.split(/[?#]/)[0] ?? '').slice(url.indexOf('/assets/') + 1)));
  return [...new Set(files)].filter((file) => !existsSync(join(dist, file)));
}

/**
 * Why a page did not render, for the owner: the error's message and where it was thrown in the site's own code (an
 * owner's slot, content/slots/footer.tsx:9:35, through the server bundle's source map), without React's and Node's
 * frames.
 * @param {string} path
 * @param {unknown} error
 * @param {(path: string) => string} shown
 */
function renderProblem(path, error, shown) {
  const message = error instanceof Error ? error.message : String(error);
  const frames = (error instanceof Error ? (error.stack ?? '') : '').split('\n').flatMap((line) => {
    const frame = /^\s+at (?:(.*?) \()?(\/[^()]*?):(\d+):(\d+)\)?$/.exec(line);
    if (!frame || /[\\/]node_modules[\\/]|^node:/.test(frame[2] ?? '')) return [];
    return [`    at ${frame[1] ? `${frame[1]} ` : ''}(${shown(frame[2] ?? '')}:${frame[3]}:${frame[4]})`];
  });
  return [`prerender: the page ${path} did not render: ${message}`, ...frames.slice(0, 5)].join('\n');
}

/**
 * Prerenders the build in `dist` with the server bundle in `server`, then removes the bundle and moves the build's
 * manifest to `manifests` (the site's caches); says what it wrote (each file when `verbose`), paths as `shown` names
 * them. Resolves to the exit code: 1 when a page names a built file the build did not write.
 * @param {{ dist: string, server: string, manifests: string, verbose: boolean, shown: (path: string) => string }} build
 * @returns {Promise<number>}
 */
export async function prerenderSite({ dist, server: serverFolder, manifests, verbose, shown }) {
  // an error in a page names the file of the site's code it was thrown in, not the bundle's line (the server bundle
  // has its source map)
  process.setSourceMapsEnabled(true);
  const server = await import(pathToFileURL(join(serverFolder, 'entry-server.js')).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  /** @type {import('vite').Manifest} */
  const manifest = byId(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')));
  // the built files of a module the pages load beside the entry (a language's chunk), which a page names to preload
  const moduleFiles = (/** @type {string} */ id) => filesBeyondEntry(manifest, id);

  /** @type {string[]} */
  const missing = [];
  let written = 0;
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    if (file.endsWith('.html'))
      missing.push(
        ...missingAssets(dist, text).map((asset) => `${shown(file)}: names ${asset}, which the build did not write`),
      );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written += 1;
    if (verbose) console.log(`prerender: ${shown(file)} (${(Buffer.byteLength(text) / 1024).toFixed(1)} kB)`);
  };

  for (const path of server.prerenderedPaths) {
    let page;
    try {
      page = await server.prerenderedPage(template, path, moduleFiles);
    } catch (error) {
      console.error(renderProblem(path, error, shown));
      rmSync(serverFolder, { recursive: true, force: true });
      return 1;
    }
    write(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), page);
  }
  for (const { files, html } of server.shellPages(template, moduleFiles))
    for (const file of files) write(join(dist, file), html);
  for (const [name, text] of Object.entries({ ...server.siteFiles(), ...server.platformFiles() }))
    write(join(dist, name), text);

  rmSync(serverFolder, { recursive: true, force: true });
  keepManifest(dist, manifests);
  if (missing.length > 0) {
    console.error(missing.join('\n'));
    return 1;
  }
  console.log(`prerender: ${written} pages and files written in ${shown(dist)}/`);
  return 0;
}
