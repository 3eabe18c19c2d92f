import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendorFiles } from '../../scripts/vendor.mjs';
import { packageRoot } from '../content/folder.mjs';
import { VENDORED } from './vendored.mjs';

// The vendored libraries are what scripts/vendor.mjs writes from the installed devDependencies, and the package's
// code imports nothing a site does not install: a package of its `dependencies`, one of its optional
// `peerDependencies` (which the site model checks are installed when the content needs them), or a vendored module.

const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** The package a bare specifier names: "three" of "three/addons/x.js", "@react-three/fiber" of itself. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The modules of a folder (not its tests), by their paths. */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesIn(path);
    return /\.(tsx?|m?js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The package's code a site runs: the site's (src/), the build's (tooling/), the command's (cli/) and the scripts it ships. */
const packageModules = () => [
  ...['src', 'tooling', 'cli'].flatMap((folder) => modulesIn(join(packageRoot, folder))),
  ...manifest.files.filter((file) => file.startsWith('scripts/')).map((file) => join(packageRoot, file)),
];

/** The modules a file imports for their values (`import type` needs nothing installed), by the specifier it writes. */
function valueImports(text: string): string[] {
  const statements = text.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm);
  return [...statements].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

describe('the vendored libraries', () => {
  it('are, file by file, what scripts/vendor.mjs writes from the installed devDependencies', async () => {
    const written = await vendorFiles();
    expect([...written.keys()].sort()).toEqual(VENDORED.map(({ file }) => file).sort());
    expect(readdirSync(join(packageRoot, 'vendor')).map((name) => `vendor/${name}`).sort()).toEqual(
      [...written.keys()].sort(),
    );
    for (const [file, text] of written) expect(readFileSync(join(packageRoot, file), 'utf8') === text, file).toBe(true);
  });

  it('are devDependencies of the template, which a site does not install', () => {
    for (const { module } of VENDORED) {
      expect(manifest.devDependencies, module).toHaveProperty([packageName(module)]);
      expect(manifest.dependencies, module).not.toHaveProperty([packageName(module)]);
    }
  });
});

describe("the package's code", () => {
  it('imports only a dependency, an optional peer dependency or a vendored module', () => {
    const vendored = new Set<string>(VENDORED.map(({ module }) => module));
    const installed = (name: string) => name in manifest.dependencies || name in manifest.peerDependencies;
    const strays = packageModules().flatMap((file) =>
      valueImports(readFileSync(file, 'utf8'))
        .filter((specifier) => !/^(\.|@\/|virtual:|node:)/.test(specifier))
        .filter((specifier) => !vendored.has(specifier) && !installed(packageName(specifier)))
        .map((specifier) => `${relative(packageRoot, file)}: ${specifier}`),
    );
    expect(strays).toEqual([]);
  });

  it('is read for its imports: the field and the card dialog import the vendored libraries, the build its own', () => {
    // the check above is only as good as its reading of imports: it finds the ones these files are known to make
    const imports = (file: string) => valueImports(readFileSync(join(packageRoot, file), 'utf8'));
    expect(imports('src/particles/render/webgl/webgl-field.tsx')).toContain('@react-three/fiber');
    expect(imports('src/particles/render/webgl/particle-meshes.ts')).toContain('three');
    expect(imports('src/features/home/card-motion.ts')).toContain('framer-motion/dom/mini');
    expect(imports('src/features/home/card-section.tsx')).toContain('./card-motion');
    expect(imports('tooling/vite-config.ts')).toEqual(expect.arrayContaining(['@tailwindcss/vite', 'vite-imagetools']));
    expect(packageModules()).toContain(join(packageRoot, 'scripts/prerender.mjs'));
  });
});
