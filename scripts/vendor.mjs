// Writes the browser libraries the package ships bundled (vendor/): three.js and @react-three/fiber, which
// draw the WebGL field, and framer-motion's WAAPI `animate`, which the card dialog's animation plays. Each is
// one ES module made by Vite's build from the devDependency it names, with the packages it imports inside it,
// but those the site has anyway (`shared`, below), which stay imports so that the page holds one copy of each.
// The site's Vite config resolves the libraries' names to these files (tooling/vite-config.ts), in this
// repository as in a site, so a site installs 2.5 MB of modules instead of 44 MB of packages (three alone is
// 24 MB: its examples, sources and every build). tooling/vendor/vendor.test.ts checks that the files are what
// this writes.
//   node scripts/vendor.mjs      after updating three, @react-three/fiber or framer-motion
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { packageRoot } from '../tooling/content/folder.mjs';
import { VENDORED } from '../tooling/vendor/vendored.mjs';

/**
 * Imports a vendored module leaves to the site's build: one React and one three for the field's code and
 * @react-three/fiber, and the packages the site installs anyway (zustand, and the store's selector hook, which is
 * CommonJS: bundled here its `require("react")` would be left to a browser that has no `require`).
 */
const shared = (/** @type {string} */ id) =>
  ['react', 'react-dom', 'scheduler', 'three', 'zustand', 'use-sync-external-store'].some(
    (name) => id === name || id.startsWith(`${name}/`),
  );

/**
 * The folder of the package a bundled file belongs to: node_modules/<name> or node_modules/@<scope>/<name>.
 * @param {string} file
 */
function packageFolder(file) {
  const parts = relative(join(packageRoot, 'node_modules'), file).split(sep);
  return join(packageRoot, 'node_modules', ...parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1));
}

/**
 * What the module's head says of one package it holds: its name, version and licence, and the licence's text
 * when the package ships one (which the MIT licence asks a copy to keep).
 * @param {string} folder
 */
function notice(folder) {
  const { name, version, license } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].map((base) => join(folder, base)).find(existsSync);
  const text = file ? `\n\n${readFileSync(file, 'utf8').trim()}` : '';
  return `${name} ${version} (${license})${text}`.replaceAll('*/', '* /');
}

/**
 * One vendored module's text: the library's ES module and what it imports, bundled, unminified (the site's build
 * minifies it), under a comment naming each package it holds.
 * @param {{ module: string }} library
 */
async function vendoredModule({ module }) {
  const entry = '\0vendor-entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: packageRoot,
    // the entry re-exports the library by its name, which Vite resolves as the site's build does (the browser's ES
    // module, not the CommonJS build Node would load)
    plugins: [
      {
        name: 'vendor-entry',
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) => (id === entry ? `export * from '${module}';\n` : undefined),
      },
    ],
    // left for the site's build to decide, as it did when it bundled the packages: their development builds in
    // `npm run dev`, their production builds in the site
    define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    build: {
      write: false,
      minify: false,
      target: 'esnext',
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: (id) => id !== module && shared(id),
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const [chunk] = chunks;
  if (chunks.length !== 1 || !chunk)
    throw new Error(`vendor: ${module} bundled into ${chunks.length} modules, not one`);
  const folders = new Set(chunk.moduleIds.filter((id) => id.includes(`${sep}node_modules${sep}`)).map(packageFolder));
  const notices = [...folders].sort().map(notice);
  return `/*\n * ${module}, bundled by scripts/vendor.mjs (do not edit: run it after updating the devDependency). It holds:\n *\n${notices
    .join('\n\n')
    .split('\n')
    .map((line) => ` * ${line}`.trimEnd())
    .join('\n')}\n */\n${chunk.code}`;
}

/** Every file this writes, by its path from the package's root, with its text. */
export async function vendorFiles() {
  const files = new Map();
  for (const library of VENDORED) files.set(library.file, await vendoredModule(library));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of await vendorFiles()) {
    writeFileSync(join(packageRoot, file), text);
    console.log(`vendor: wrote ${file} (${Math.round(Buffer.byteLength(text) / 1024)} kB)`);
  }
}
