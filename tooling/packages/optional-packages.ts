import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from '../context/site-context.mjs';

// Packages only some owners' content needs, which a site installs when its content asks for them rather than every
// site installing them: the BibTeX parser (publications.bib), BudouX (Japanese or Chinese pages) and the CJK
// typefaces (a résumé and a link preview drawn in Chinese, Japanese or Korean), 45 MB together, a sixth of a new
// site's install. The package names them as optional peer dependencies, so their versions are the package's to
// choose and npm refuses one that does not fit; the build names each one the content needs and the command that
// installs them, and goes on once they are installed.

const require = createRequire(import.meta.url);

interface Manifest {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as Manifest;

/** The packages a site installs when its content needs them: the package's optional peer dependencies. */
export const OPTIONAL_PACKAGES: readonly string[] = Object.entries(manifest.peerDependenciesMeta ?? {})
  .filter(([, meta]) => meta.optional)
  .map(([name]) => name);

/** A package the content needs, and why: "the Japanese pages", "content/publications.bib". */
export interface NeededPackage {
  name: string;
  why: string;
}

/** An optional package the content needs that the site has not installed. */
export class MissingPackage extends Error {
  constructor(readonly needed: NeededPackage) {
    super(
      `${needed.why} needs the package ${needed.name}, which the site has not installed: ${installCommand([needed.name])}`,
    );
    this.name = 'MissingPackage';
  }
}

/** Whether `name` is installed where the package finds its dependencies (the site's node_modules). */
export function isInstalled(name: string): boolean {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch (error) {
    // installed, with a package.json its exports do not name
    return (error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  }
}

/** The version of an optional package the template is tested with (its range when it has no such version). */
function testedVersion(name: string): string {
  const range = manifest.peerDependencies?.[name];
  if (!range || !OPTIONAL_PACKAGES.includes(name))
    throw new Error(`${name} is not one of the packages a site installs when its content needs them`);
  return manifest.devDependencies?.[name] ?? range;
}

/** What `npm install` is given to install `names`, each at the version the package is tested with ("budoux@0.7.0"). */
export const installSpecs = (names: readonly string[]): string[] =>
  names.map((name) => `${name}@${testedVersion(name)}`);

/** The command that installs `names` in the site, as messages give it. */
export const installCommand = (names: readonly string[]): string => `npm install ${installSpecs(names).join(' ')}`;

/** The module `name`, an optional package, loaded for `why`; a MissingPackage error when the site lacks it. */
export async function importOptional<T>(name: string, why: string): Promise<T> {
  if (!isInstalled(name)) throw new MissingPackage({ name, why });
  return (await import(name)) as T;
}

/** The path of the main module of `name`, an optional package, loaded for `why`; a MissingPackage error when the site lacks it. */
export function resolveOptional(name: string, why: string): string {
  if (!isInstalled(name)) throw new MissingPackage({ name, why });
  return require.resolve(name);
}
