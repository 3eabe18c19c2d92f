import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The owner's check (packages/check) is released with the template, at its version: a site's `npm run check`
// asks npm for particle-portfolio-check at the version of the particle-portfolio it installs. Its tools are
// those the template's suite runs its tests with, at the same versions.

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const template = read('package.json');
const check = read('packages/check/package.json');

describe('the owner’s check, as a package', () => {
  it('has the template’s version, and names it as the template it checks', () => {
    expect(check.version).toBe(template.version);
    expect(check.peerDependencies).toEqual({ 'particle-portfolio': template.version });
  });

  it('depends on its tools at the versions the template’s suite tests with, none of them the site’s', () => {
    for (const [name, version] of Object.entries(check.dependencies ?? {})) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect({ ...template.devDependencies, ...template.dependencies }[name], name).toBe(version);
    }
    for (const tool of ['@playwright/test', '@axe-core/playwright', 'vnu-jar', 'typescript'])
      expect(template.dependencies?.[tool], `${tool} is not in a site's install`).toBeUndefined();
  });
});
