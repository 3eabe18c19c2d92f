import { resolve } from 'node:path';
import type { Alias } from 'vite';

// The owner's content is one folder: src/content, or the folder CONTENT_DIR names (the fixture
// owners under tests/fixtures/content/). Every import of "@/content/…" resolves into it, in the
// build, the dev server, the prerender and the unit tests alike, so one variable swaps the owner.

export const DEFAULT_CONTENT_DIR = 'src/content';

/** The absolute path of the content folder of this build. */
export function contentFolder(root: string): string {
  return resolve(root, process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
}

/** The content folder as messages name it, relative to the project: "src/content", "tests/fixtures/content/sparse". */
export function contentLabel(): string {
  return (process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR).replace(/\/+$/, '');
}

/** Vite's aliases: "@/content/…" into the content folder, every other "@/…" into src/. */
export function sourceAliases(root: string): Alias[] {
  return [
    { find: /^@\/content(?=\/|$)/, replacement: contentFolder(root) },
    { find: /^@\//, replacement: `${resolve(root, 'src')}/` },
  ];
}
