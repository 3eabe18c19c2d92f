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
  [field: string]: unknown;
}

/**
 * Writes the site's package-lock.json (and its dependency on the packed template in package.json) for
 * the tarball `tarball`, from the template at `template`.
 */
export function writeSiteLock(site: string, tarball: string, template: string): void {
  const manifest = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
    engines: Record<string, string>;
  };
  const { packages } = JSON.parse(readFileSync(join(template, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
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
      'node_modules/particle-portfolio': {
        version: manifest.version,
        resolved: spec,
        integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
        dependencies: manifest.dependencies,
        bin: manifest.bin,
        engines: manifest.engines,
      },
      ...Object.fromEntries(installed),
    },
  };
  writeFileSync(join(site, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}
