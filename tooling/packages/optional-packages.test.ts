import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommand, isInstalled, MissingPackage, OPTIONAL_PACKAGES } from './optional-packages';

// The packages a site installs only when its content needs them: none is in a new site's install, and the command the
// build names installs each at the version the template is tested with.

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

describe('the packages a site installs when its content needs them', () => {
  it('are optional peers of the package, out of its dependencies, and tested by the template at a version their range takes', () => {
    expect(OPTIONAL_PACKAGES).toEqual(
      expect.arrayContaining([
        '@retorquere/bibtex-parser',
        'budoux',
        '@fontsource-variable/noto-sans-sc',
        '@fontsource-variable/noto-sans-jp',
        '@fontsource-variable/noto-sans-kr',
      ]),
    );
    for (const name of OPTIONAL_PACKAGES) {
      expect(manifest.dependencies[name], name).toBeUndefined();
      const tested = manifest.devDependencies[name]!;
      // a caret range of the tested version: a release whose code needs a newer one changes the range
      expect(manifest.peerDependencies[name], name).toBe(`^${tested}`);
    }
  });

  it('are named with the command that installs them, each at the version tested', () => {
    const [parser, budoux] = [manifest.devDependencies['@retorquere/bibtex-parser'], manifest.devDependencies.budoux];
    expect(installCommand(['@retorquere/bibtex-parser', 'budoux'])).toBe(
      `npm install @retorquere/bibtex-parser@${parser} budoux@${budoux}`,
    );
    const missing = new MissingPackage({ name: 'budoux', why: 'the pages in Japanese (ja)' });
    expect(missing.message).toBe(
      `the pages in Japanese (ja) needs the package budoux, which the site has not installed: npm install budoux@${budoux}`,
    );
    expect(() => installCommand(['react'])).toThrow(/not one of the packages/);
  });

  it('are found where the package finds its dependencies', () => {
    // the template's clone installs them all, to build every fixture owner
    for (const name of OPTIONAL_PACKAGES) expect(isInstalled(name), name).toBe(true);
    expect(isInstalled('particle-portfolio-no-such-package')).toBe(false);
  });
});
