import { dirname, isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PluginOption, runnerImport } from 'vite';
import { sourceAliases } from './content/folder.mjs';

// (a path, not a URL object: under jsdom, the tests' global URL is not Node's)
const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Imports a module of the project from Node (a Vite plugin, a script) as the app sees it: TypeScript,
 * "@/…" and "@/content/…" aliases (CONTENT_DIR), and `import.meta.env.BASE_URL` set to `base`.
 * `file` is a path from the project's root, such as "/src/content/profile.ts". `plugins` serve the
 * virtual modules it imports, if any (none of the config's plugins run here).
 */
export async function loadSource<T>(
  file: string,
  { base = '/', plugins = [] }: { base?: string; plugins?: PluginOption[] } = {},
): Promise<T> {
  const config = {
    root,
    base,
    configFile: false as const,
    logLevel: 'error' as const,
    resolve: { alias: sourceAliases() },
    plugins,
  };
  // the build's code for several languages is kept: the site's own languages decide at run time
  const { module } = await runnerImport<T>(file, { ...config, define: { __MULTILINGUAL__: 'true' } });
  return module;
}

/**
 * How loadSource names a file at `path` (absolute): from the template's root ("/src/server/x.ts"),
 * or whole when it is outside it, as an owner's content folder is in a site that installs the template.
 */
export function sourceId(path: string): string {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : `/${inside.split(sep).join('/')}`;
}
