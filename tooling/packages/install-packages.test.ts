import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { packageRoot } from '../content/folder.mjs';
import { installPackages } from './needed-packages';
import type * as OptionalPackages from './optional-packages';

// `particle-portfolio install-packages` reads the languages as the site model does, and installs what they need. The
// template's own install has every optional package: here none is, as in a site that installed none of them.

vi.mock('./optional-packages.ts', async (original) => ({
  ...(await original<typeof OptionalPackages>()),
  isInstalled: () => false,
}));

// a fixture owner in Korean, English and Japanese (its site.ts), with publications
const context = { contentDir: join(packageRoot, 'tests/fixtures/content/korean-owner'), contentLabel: 'content' };

describe('install-packages', () => {
  it('with --check, names each package site.ts’s languages need and fails, running nothing', async () => {
    const run = vi.fn(async () => 0);
    const lines: string[] = [];
    expect(await installPackages(context, { check: true, run }, (line) => lines.push(line))).toBe(1);
    expect(run).not.toHaveBeenCalled();
    const said = lines.join('\n');
    expect(said).toContain('@fontsource-variable/noto-sans-kr, for the pages in Korean (ko)');
    expect(said).toContain('@fontsource-variable/noto-sans-jp, for the pages in Japanese (ja)');
    expect(said).toContain('budoux, for the pages in Japanese (ja)');
    expect(said).toContain('@retorquere/bibtex-parser, for content/publications.bib');
  });

  it('installs them with one npm install, and returns its exit code', async () => {
    const run = vi.fn(async () => 7);
    expect(await installPackages(context, { check: false, run }, () => {})).toBe(7);
    expect(run).toHaveBeenCalledTimes(1);
    const [command, args] = run.mock.calls[0] as unknown as [string, string[]];
    expect(command).toBe('npm');
    expect(args[0]).toBe('install');
    expect(
      args
        .slice(1)
        .map((spec) => spec.replace(/@[^@]+$/, ''))
        .sort(),
    ).toEqual(
      [
        '@fontsource-variable/noto-sans-jp',
        '@fontsource-variable/noto-sans-kr',
        '@retorquere/bibtex-parser',
        'budoux',
      ].sort(),
    );
  });
});
