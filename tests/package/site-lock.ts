import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// An owner's site gets its dependencies from npm when `particle-portfolio init` installs it. A test
// cannot count on the network: it gives the site the lock file npm would write, made from the
// template's own (the versions the template is tested with, which its `npm ci` put in npm's cache)
// and the packed package, so that `npm ci --offline` installs the site as init would.

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

interface Manifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  bin: Record<string, string>;
  engines: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The lock file's entry of a packed package, installed from `spec` (file:…), as npm writes it. */
const packedEntry = (manifest: Manifest, spec: string, tarball: string) => ({
  version: manifest.version,
  resolved: spec,
  integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
  dependencies: manifest.dependencies,
  bin: manifest.bin,
  engines: manifest.engines,
});

/**
 * Writes the site's package-lock.json (and its dependency on the packed template in package.json) for
 * the tarball `tarball`, from the template at `template`.
 */
export function writeSiteLock(site: string, tarball: string, template: string): void {
  const manifest = readJson<Manifest>(join(template, 'package.json'));
  const { packages } = readJson<{ packages: Record<string, LockEntry> }>(join(template, 'package-lock.json'));
  const spec = `file:${relative(site, tarball)}`;
  const sitePackage = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as Record<string, unknown>;
  const dependencies = { 'particle-portfolio': spec };
  writeFileSync(join(site, 'package.json'), `${JSON.stringify({ ...sitePackage, dependencies }, null, 2)}\n`);
  const installed = Object.entries(packages).flatMap(([path, { dev, devOptional, ...entry }]) => {
    // the template's own tools (its tests, lint) are no site's
    if (!path.startsWith('node_modules/') || dev) return [];
    return [[path, devOptional ? { ...entry, optional: true } : entry] as const];
  });
  const lock = {
    name: sitePackage.name,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: sitePackage.name, dependencies },
      'node_modules/particle-portfolio': packedEntry(manifest, spec, tarball),
      ...Object.fromEntries(installed),
    },
  };
  writeFileSync(join(site, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}

/**
 * The lock file's entries of the packages `names` and their dependencies, each at the top of node_modules, as the
 * template's lock (`packages`) has them installed (its tests use them, so its `npm ci` put them in npm's cache): a
 * development dependency of the template is theirs as any other, an optional one stays optional.
 */
function lockEntriesOf(names: readonly string[], packages: Record<string, LockEntry>) {
  // where Node finds `name` from the package at `path`: in its own node_modules, then in each one above it
  const resolved = (path: string, name: string): string | undefined => {
    for (let dir = path; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
      if (packages[`${dir}/node_modules/${name}`]) return `${dir}/node_modules/${name}`;
      if (!dir.includes('/node_modules/')) break;
    }
    return packages[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
  };
  const needed = new Set<string>();
  const queue = names.map((name) => `node_modules/${name}`);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const entry = packages[path];
    if (!entry || needed.has(path)) continue;
    needed.add(path);
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolved(path, name);
      if (found) queue.push(found);
    }
  }
  return [...needed].map((path) => {
    const entry = Object.fromEntries(
      Object.entries(packages[path]!).filter(([field]) => !['dev', 'devOptional'].includes(field)),
    );
    return [path, packages[path]!.devOptional ? { ...entry, optional: true } : entry] as const;
  });
}

/**
 * Adds the packages `specs` ("budoux@0.7.0") to the site's package.json and its lock, as `npm install <specs>` would
 * there, from the template at `template` (the versions it is tested with): then `npm ci --offline` installs them.
 */
export function addToSiteLock(site: string, specs: readonly string[], template: string): void {
  const { packages } = readJson<{ packages: Record<string, LockEntry> }>(join(template, 'package-lock.json'));
  const sitePackage = readJson<{ dependencies: Record<string, string> }>(join(site, 'package.json'));
  const lock = readJson<{ packages: Record<string, LockEntry> }>(join(site, 'package-lock.json'));
  const added = Object.fromEntries(specs.map((spec) => [spec.replace(/@[^@]+$/, ''), `^${spec.replace(/.*@/, '')}`]));
  const dependencies = { ...sitePackage.dependencies, ...added };
  writeFileSync(join(site, 'package.json'), `${JSON.stringify({ ...sitePackage, dependencies }, null, 2)}\n`);
  lock.packages[''] = { ...lock.packages[''], dependencies };
  for (const [path, entry] of lockEntriesOf(Object.keys(added), packages)) lock.packages[path] ??= entry;
  writeFileSync(join(site, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}

/**
 * Writes a package.json and its lock in `folder` that install the packed owner's check `tarball` (its manifest at
 * `manifest`) with its dependencies at the versions the template's lock holds (the template's tests use them, so its
 * `npm ci` put them in npm's cache), for `npm ci --offline` there.
 */
export function writeCheckLock(folder: string, tarball: string, manifest: string, template: string): void {
  const check = readJson<Manifest>(manifest);
  const { packages } = readJson<{ packages: Record<string, LockEntry> }>(join(template, 'package-lock.json'));
  const spec = `file:${relative(folder, tarball)}`;
  const dependencies = { [check.name]: spec };
  // the check's dependencies and theirs, as the template's lock has them installed (each at the top of node_modules)
  const installed = lockEntriesOf(Object.keys(check.dependencies), packages);
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify({ name: 'check-tools', private: true, dependencies }, null, 2)}\n`,
  );
  const lock = {
    name: 'check-tools',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'check-tools', dependencies },
      [`node_modules/${check.name}`]: packedEntry(check, spec, tarball),
      ...Object.fromEntries(installed),
    },
  };
  writeFileSync(join(folder, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}
