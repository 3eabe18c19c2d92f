import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cacheFolder } from '../tooling/content/folder.mjs';

// Vite writes its manifest (`build.manifest: true`) into the build, keyed by the sources' paths (the
// build machine's folders among them); the reports read it, a host never serves it: the prerender moves
// it beside the site's caches (`manifests`, their folder of manifests), one per build folder.
export const keptManifest = (/** @type {string} */ dist, manifests = cacheFolder('manifests')) =>
  join(manifests, `${resolve(dist).replace(/[^\w.-]+/g, '_')}.json`);

/**
 * Moves the build's Vite manifest out of the build in `dist`.
 * @param {string} dist
 * @param {string} [manifests]
 */
export function keepManifest(dist, manifests) {
  const kept = keptManifest(dist, manifests);
  mkdirSync(dirname(kept), { recursive: true });
  renameSync(join(dist, '.vite/manifest.json'), kept);
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
}

/**
 * The Vite manifest of the build in `dist`.
 * @param {string} dist
 * @param {string} [manifests]
 * @returns {import('vite').Manifest}
 */
export const readManifest = (dist, manifests) => byId(JSON.parse(readFileSync(keptManifest(dist, manifests), 'utf8')));

/**
 * A Vite manifest with each virtual module keyed by its id. Vite keys one by its id as a path from the
 * root, resolved from the working folder: in a site (the template in node_modules, the command run in
 * the site's folder) `../../virtual:languages/en`, in the template's own folder `virtual:languages/en`.
 * @param {import('vite').Manifest} manifest
 * @returns {import('vite').Manifest}
 */
export function byId(manifest) {
  const key = (/** @type {string} */ name) => name.replace(/^(?:\.\.\/)+(?=virtual:)/, '');
  return Object.fromEntries(
    Object.entries(manifest).map(([name, chunk]) => [
      key(name),
      {
        ...chunk,
        ...(chunk.imports && { imports: chunk.imports.map(key) }),
        ...(chunk.dynamicImports && { dynamicImports: chunk.dynamicImports.map(key) }),
      },
    ]),
  );
}

/**
 * The files of the chunk `key` and of every chunk it imports statically, but for those in `loaded`.
 * @param {import('vite').Manifest} manifest
 * @param {string} key
 * @param {ReadonlySet<string>} [loaded]
 */
function chunkFiles(manifest, key, loaded = new Set()) {
  /** @type {Set<string>} */
  const files = new Set();
  (function walk(/** @type {string} */ at) {
    const chunk = manifest[at];
    if (!chunk || files.has(chunk.file) || loaded.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  })(key);
  return files;
}

/**
 * The files a first visit loads: the entry and everything it imports statically (dynamic imports load later).
 * @param {import('vite').Manifest} manifest
 */
export function initialFiles(manifest) {
  // without its entry the budget would pass on nothing at all
  if (!manifest['index.html']) throw new Error('the Vite manifest has no entry for index.html');
  return chunkFiles(manifest, 'index.html');
}

/**
 * The files a page loads beside the entry's for the dynamically imported module `id` (a language's texts
 * and words: the page names them with <link rel="modulepreload">): its chunk and what that imports that the
 * entry does not. None for a module of the entry's own chunks, or none at all.
 * @param {import('vite').Manifest} manifest
 * @param {string} id
 */
export const filesBeyondEntry = (manifest, id) => [...chunkFiles(manifest, id, initialFiles(manifest))];
