// Module hooks (node:module register) that let Node import the template's own TypeScript where it
// is installed: the browser tests `particle-portfolio check` runs in an owner's site, and the build's
// code they read, live in node_modules, which test runners leave untranslated (Playwright does). Only
// the package's own files are touched: a file of its imports that names no extension
// ("./support/fixtures") is found as the bundler finds it, and a .ts file is translated by Vite's
// transformer, the one the build uses.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageRoot } from '../tooling/content/folder.mjs';

const own = pathToFileURL(`${packageRoot}/`).href;
/** @param {string} url */
const isOwn = (url) => url.startsWith(own) && !url.slice(own.length).startsWith('node_modules/');
const TYPESCRIPT = /\.[cm]?tsx?$/;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const { parentURL } = context;
    const notFound = /** @type {NodeJS.ErrnoException} */ (error).code === 'ERR_MODULE_NOT_FOUND';
    if (!notFound || !parentURL || !isOwn(parentURL) || !/^\.\.?\//.test(specifier)) throw error;
    for (const ending of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await next(`${specifier}${ending}`, context);
      } catch {
        // the next ending, else the first error
      }
    }
    throw error;
  }
}

/** @type {((code: string, filename: string) => Promise<{ code: string }>) | undefined} */
let transform;

/** @type {import('node:module').LoadHook} */
export async function load(url, context, next) {
  if (!isOwn(url) || !TYPESCRIPT.test(new URL(url).pathname)) return next(url, context);
  transform ??= (await import('vite')).transformWithOxc;
  const path = fileURLToPath(url);
  const { code } = await transform(await readFile(path, 'utf8'), path);
  return { format: 'module', source: code, shortCircuit: true };
}
