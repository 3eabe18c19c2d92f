// Node's module hooks (node:module register) that let the build import TypeScript where Node alone
// cannot: the owner's content files (wherever their folder is) and the template's own files (in a
// site, inside node_modules). A .ts file is translated by Vite's transformer, the one the bundle
// uses; an import that names no extension ("./common") is found as the bundler finds it; the
// package's public name (`particle-portfolio/content`) is the template's own file, wherever the
// content folder is, and its alias "@/…" its src/ folder (the app's code that runs at build time). A file imported with a version (`profile.ts?v=3`, the dev server's next read of
// the folder) passes it to the files it imports, so a changed file is read afresh with its own.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const TYPESCRIPT = /\.[cm]?tsx?$/;

/** @type {{ packageRoot: string } | undefined} */
let settings;

/** @param {{ packageRoot: string }} data */
export function initialize(data) {
  settings = data;
}

/** @param {string} url */
const isTranslated = (url) => {
  if (!url.startsWith('file:')) return false;
  const { pathname } = new URL(url);
  if (!TYPESCRIPT.test(pathname)) return false;
  const own = pathToFileURL(`${settings?.packageRoot}/`).href;
  // a dependency's TypeScript is its own business: only the template's files and the owner's
  if (url.startsWith(own)) return !url.slice(own.length).startsWith('node_modules/');
  return !pathname.includes('/node_modules/');
};

/** @param {string} url */
const versionOf = (url) => new URL(url).search;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  const { parentURL } = context;
  if (specifier === 'particle-portfolio/content' && settings)
    return { url: pathToFileURL(`${settings.packageRoot}/src/shared/content/public.ts`).href, shortCircuit: true };
  // the template's own alias, as its Vite config sets it: "@/shared/…" is its src/shared/…
  if (specifier.startsWith('@/') && settings && parentURL && isTranslated(parentURL))
    return resolve(
      `./${specifier.slice(2)}`,
      // a parent inside src/ (the name is a stand-in: only its folder counts)
      { ...context, parentURL: pathToFileURL(`${settings.packageRoot}/src/alias.ts`).href },
      next,
    );
  const relativeImport = /^\.\.?\//.test(specifier);
  const withVersion = (/** @type {{ url: string }} */ resolved) => {
    if (!relativeImport || !parentURL || !isTranslated(parentURL) || !versionOf(parentURL)) return resolved;
    const url = new URL(resolved.url);
    if (!isTranslated(url.href)) return resolved;
    url.search = versionOf(parentURL);
    return { ...resolved, url: url.href };
  };
  try {
    return withVersion(await next(specifier, context));
  } catch (error) {
    const notFound = /** @type {NodeJS.ErrnoException} */ (error).code === 'ERR_MODULE_NOT_FOUND';
    if (!notFound || !parentURL || !isTranslated(parentURL) || !relativeImport) throw error;
    for (const ending of ['.ts', '.tsx', '/index.ts']) {
      try {
        return withVersion(await next(`${specifier}${ending}`, context));
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
  if (!isTranslated(url)) return next(url, context);
  transform ??= (await import('vite')).transformWithOxc;
  const path = fileURLToPath(url);
  try {
    const { code } = await transform(await readFile(path, 'utf8'), path);
    return { format: 'module', source: code, shortCircuit: true };
  } catch (error) {
    // the transformer's error, which does not cross to the importing thread whole: its place and its words
    const [first] =
      /** @type {{ errors?: { message?: string, loc?: { line: number, column: number } }[] }} */ (error).errors ?? [];
    if (!first?.loc) throw error;
    // the transformer colours its words
    const words = stripVTControlCharacters(first.message ?? '')
      .replace(/^\[[A-Z_]+\]\s*/, '')
      .split('\n')[0];
    throw new SyntaxError(`line ${first.loc.line}, column ${first.loc.column + 1}: ${words}`, { cause: error });
  }
}
