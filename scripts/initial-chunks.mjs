import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's Vite manifest (`build.manifest: true`).
 * @param {string} dist
 * @returns {import('vite').Manifest}
 */
export const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The files a first visit loads: the entry and everything it imports statically (dynamic imports load later).
 * @param {import('vite').Manifest} manifest
 */
export function initialFiles(manifest) {
  // without its entry the budget would pass on nothing at all
  if (!manifest['index.html']) throw new Error('the Vite manifest has no entry for index.html');
  /** @type {Set<string>} */
  const files = new Set();
  (function walk(/** @type {string} */ key) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  })('index.html');
  return files;
}
