// Registers the module hooks (hooks.mjs) once per process: from then on Node imports the template's
// TypeScript and the owner's content files itself, in the process that asked, with no second runner.
import { register } from 'node:module';
import { packageRoot } from '../context/site-context.mjs';

const REGISTERED = Symbol.for('particle-portfolio.typescript-hooks');

export function registerTypeScript() {
  const state = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  if (state[REGISTERED]) return;
  register('./hooks.mjs', { parentURL: import.meta.url, data: { packageRoot } });
  state[REGISTERED] = true;
}
