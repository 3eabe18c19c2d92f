import { pathToFileURL } from 'node:url';
import { registerTypeScript } from './register-hooks.mjs';

/**
 * Imports a TypeScript module (an owner's content file, a catalogue of texts) in Node, as it is on
 * disk now: `version` names this read of the content folder, so that the dev server's next read of
 * a changed file gets its new text rather than the module Node has cached. The hooks are registered
 * once per process, by the first import.
 */
export async function importTypeScript<T = Record<string, unknown>>(path: string, version = 0): Promise<T> {
  registerTypeScript();
  const url = pathToFileURL(path);
  if (version > 0) url.search = `v=${version}`;
  return (await import(url.href)) as T;
}
