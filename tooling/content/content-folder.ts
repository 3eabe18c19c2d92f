import { stripVTControlCharacters } from 'node:util';
import { importTypeScript } from '../typescript/import-typescript.ts';

/**
 * The owner's content folder as the site model reads it: where it is, how messages name it
 * ("content", "src/content", a fixture's path), and which read of it this is (the dev server reads
 * it again after each change: a changed file is imported afresh, never from Node's cache).
 */
export interface ContentFolder {
  dir: string;
  label: string;
  version: number;
}

// The count of reads in this process, kept on the global object: a dev server that restarts loads its
// config, and the modules it bundles, anew, while Node's cache of imported files stays; a count kept in
// a module would start again and meet the versions an earlier server's reads had cached.
const READS = Symbol.for('particle-portfolio.content-folder-reads');
const counter = globalThis as { [READS]?: number };

/** The folder `dir` (named `label` in messages) for a new read: its files as they are on disk now. */
export function freshRead(dir: string, label: string): ContentFolder {
  counter[READS] = (counter[READS] ?? 0) + 1;
  return { dir, label, version: counter[READS] };
}

/** A TypeScript file of the content folder (or the template's, such as a catalogue of texts), as this read sees it. */
export const importFrom = <T = Record<string, unknown>>(folder: ContentFolder, path: string): Promise<T> =>
  importTypeScript<T>(path, folder.version);

/**
 * Why a content file (named `label`) could not be imported, as one line naming the file and, for a
 * syntax error, its line and column: "content/profile.ts, line 4, column 21: Unexpected token". The
 * build's hooks (tooling/typescript/hooks.mjs) write the place first; Vite's transformer, which the
 * unit tests import through, draws it in a frame ("╭─[ profile.ts:4:21 ]").
 */
export function importProblem(label: string, error: unknown): string {
  // the transformer colours its words
  const message = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
  const [first = ''] = message.split('\n');
  if (/^line \d+, column \d+: /.test(first)) return `${label}, ${first}`;
  const place = /╭─\[\s*\S*?:(\d+):(\d+)\s*\]/.exec(message);
  const words = /\[[A-Z_]+\]\s*(.+)/.exec(message)?.[1];
  if (place && words) return `${label}, line ${place[1]}, column ${place[2]}: ${words.trim()}`;
  return `${label}: ${first}`;
}
