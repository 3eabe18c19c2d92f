import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentFolder } from './folder.mjs';

// What the build reads of the owner's content, it reads once per state of their folder: the
// plugins, the prerender's files and the résumé all ask for the same words, and a dev server reads
// them afresh only when a file changed.

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** The content folder's state: its path, and each file's path, size and time of change. */
function contentState(): string {
  const dir = contentFolder();
  const files = filesUnder(dir).map((path) => {
    const { size, mtimeMs } = statSync(path);
    return `${path}:${size}:${mtimeMs}`;
  });
  return [dir, ...files].join('\n');
}

const computed = new Map<string, { state: string; value: Promise<unknown> }>();

/** `compute()` once per state of the content folder, under `name`: its last result while no file changes. */
export function oncePerContentState<T>(name: string, compute: () => Promise<T>): Promise<T> {
  const state = contentState();
  const last = computed.get(name);
  if (last?.state === state) return last.value as Promise<T>;
  const value = compute();
  computed.set(name, { state, value });
  return value;
}
