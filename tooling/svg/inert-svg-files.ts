import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { cacheFolder, sitePath, type SiteContext } from '../context/site-context.mjs';
import { removedNote, sanitizeSvg } from './sanitize-svg.ts';

// Build-time only (Node): every SVG file the site serves is an inert copy of the one the content
// names (sanitize-svg.ts). The bundler is given the copy in place of the file, whoever imports it
// (the content's pictures, a post's, a notebook's figures), so the file served is the one checked,
// named by its own bytes.

/** What stops the build for an SVG the site cannot serve. */
const refusedNote = (where: string, refused: string) =>
  `${where}: the site cannot serve this SVG file: ${refused}. Save it again from a drawing program, or as a PNG.`;

/** The inert copy of an SVG file, written once (its folder is named by its bytes), or why there is none. */
function inertCopy(folder: string, path: string): { copy: string; removed: string[] } | { refused: string } {
  const result = sanitizeSvg(readFileSync(path, 'utf8'));
  if ('refused' in result) return result;
  // named by its bytes and its name: two files of the same bytes keep their own names, each in a folder of its own
  const name = basename(path);
  const copy = join(
    folder,
    createHash('sha256').update(name).update('\0').update(result.svg).digest('hex').slice(0, 16),
    name,
  );
  if (!existsSync(copy)) {
    mkdirSync(join(copy, '..'), { recursive: true });
    // the client and server builds run at once: the other may find the file while it is written,
    // so it appears whole or not at all
    const partial = `${copy}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, result.svg);
    renameSync(partial, copy);
  }
  return { copy, removed: result.removed };
}

/** The Vite plugin: an SVG file any module imports resolves to its inert copy; one that cannot be made inert stops the build. */
export function inertSvgFiles(context: SiteContext): Plugin {
  const folder = cacheFolder(context, 'inert-svg');
  // a file imported by several modules is said once
  const told = new Set<string>();
  return {
    name: 'inert-svg-files',
    enforce: 'pre',
    buildStart() {
      told.clear();
    },
    async resolveId(source, importer, options) {
      if (!/\.svg(?:[?#]|$)/i.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const end = resolved.id.search(/[?#]/);
      const [path, query] = end < 0 ? [resolved.id, ''] : [resolved.id.slice(0, end), resolved.id.slice(end)];
      if (!/\.svg$/i.test(path) || path.startsWith(folder + sep) || !existsSync(path)) return resolved;
      const inert = inertCopy(folder, path);
      if ('refused' in inert) this.error(refusedNote(sitePath(context, path), inert.refused));
      if (inert.removed.length > 0 && !told.has(path)) this.warn(removedNote(sitePath(context, path), inert.removed));
      told.add(path);
      return { ...resolved, id: `${inert.copy}${query}` };
    },
  };
}
