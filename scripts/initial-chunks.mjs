import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's Vite manifest (`build.manifest: true`). */
export const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The files a first visit loads: the entry and everything it imports statically (dynamic imports load later). */
export function initialFiles(manifest) {
  const files = new Set();
  (function walk(key) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  })('index.html');
  return files;
}
