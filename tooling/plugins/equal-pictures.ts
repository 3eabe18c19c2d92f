import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PICTURE = /\.(avif|gif|jpe?g|png|svg|tiff|webp)$/i;

/**
 * The file that stands for `path` in the build: the first by name, in its folder, of the pictures
 * with its bytes (itself when no other has them).
 */
export function pictureStandingFor(path: string): string {
  const folder = dirname(path);
  const size = statSync(path).size;
  const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  const own = hash(path);
  const equal = readdirSync(folder)
    .filter((name) => PICTURE.test(name))
    .map((name) => join(folder, name))
    .filter((file) => file === path || (statSync(file).size === size && hash(file) === own))
    .sort();
  return equal[0] ?? path;
}

/**
 * Two pictures of equal bytes under two names are one module in the build. The image pipeline and
 * the bundler write equal bytes once, under the name of whichever import they met first, and the
 * browser's build and the server's (which writes the pages) meet them in different orders: a page
 * could name a file the build did not write. Read as one file, they are named alike in both.
 */
export function equalPictures(): Plugin {
  // each picture looked at once a build, however many imports name it (a picture in several formats)
  const standingFor = new Map<string, string>();
  return {
    name: 'equal-pictures',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      standingFor.clear();
    },
    async resolveId(source, importer, options) {
      const [path, query] = source.split('?', 2);
      if (!path || path.startsWith('\0') || !PICTURE.test(path)) return null;
      const resolved = await this.resolve(path, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const [file = resolved.id] = resolved.id.split('?');
      const standing = standingFor.get(file) ?? pictureStandingFor(file);
      standingFor.set(file, standing);
      if (standing === file) return null;
      return query === undefined ? standing : `${standing}?${query}`;
    },
  };
}
