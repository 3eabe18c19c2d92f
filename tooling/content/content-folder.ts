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

/** A TypeScript file of the content folder (or the template's, such as a catalogue of texts), as this read sees it. */
export const importFrom = <T = Record<string, unknown>>(folder: ContentFolder, path: string): Promise<T> =>
  importTypeScript<T>(path, folder.version);

/** ANSI colour codes, which the transformer's messages carry. */
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

interface TransformError {
  errors?: { message?: string; loc?: { line: number; column: number } }[];
}

/**
 * Why a content file (named `label`) could not be imported, as one line naming the file and, for a
 * syntax error, its line and column: "content/profile.ts, line 4, column 21: Unexpected token".
 */
export function importProblem(label: string, error: unknown): string {
  const [first] = (error as TransformError).errors ?? [];
  if (first?.loc) {
    const message = (first.message ?? '')
      .replace(COLOURS, '')
      .replace(/^\[[A-Z_]+\]\s*/, '')
      .split('\n')[0];
    return `${label}, line ${first.loc.line}, column ${first.loc.column + 1}: ${message}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${label}: ${message.replace(COLOURS, '').split('\n')[0]}`;
}
