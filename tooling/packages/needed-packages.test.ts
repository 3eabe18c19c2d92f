import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPackagesProblem, neededPackages } from './needed-packages';

// Which optional packages a site's content needs: a CJK language's typeface, the phrases' model of Japanese and
// Chinese, the BibTeX parser of publications; and how the build names them.

const folder = mkdtempSync(join(tmpdir(), 'needed-packages-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const names = (tags: string[]) => neededPackages(folder, 'content', tags).map(({ name }) => name);

describe('the packages a site’s content needs', () => {
  it('are none for languages in Latin, Greek, Cyrillic, Arabic or Hebrew script', () => {
    expect(names(['en', 'de', 'vi', 'el', 'ru', 'ar', 'fa', 'he'])).toEqual([]);
  });

  it('are the typeface of each CJK language, and BudouX for Japanese and Chinese', () => {
    expect(names(['en', 'ja'])).toEqual(['@fontsource-variable/noto-sans-jp', 'budoux']);
    expect(names(['zh-Hans'])).toEqual(['@fontsource-variable/noto-sans-sc', 'budoux']);
    expect(names(['zh-Hant'])).toEqual(['@fontsource-variable/noto-sans-sc', 'budoux']);
    expect(names(['ko'])).toEqual(['@fontsource-variable/noto-sans-kr']);
  });

  it('are the BibTeX parser once publications.bib has an entry', () => {
    writeFileSync(join(folder, 'publications.bib'), '% my papers, to come\n');
    expect(names(['en'])).toEqual([]);
    writeFileSync(join(folder, 'publications.bib'), '@article{a2024, title = {A}, year = 2024}\n');
    expect(neededPackages(folder, 'content', ['en'])).toEqual([
      { name: '@retorquere/bibtex-parser', why: 'content/publications.bib' },
    ]);
  });

  it('are named once each, with what needs them and the one command that installs them all', () => {
    const problem = missingPackagesProblem([
      { name: 'budoux', why: 'the pages in Japanese (ja)' },
      { name: '@fontsource-variable/noto-sans-jp', why: 'the pages in Japanese (ja)' },
      { name: 'budoux', why: 'the pages in Chinese (zh-Hans)' },
    ]);
    const lines = problem.split('\n');
    expect(lines[0]).toMatch(/\(2\):$/);
    expect(lines[1]).toBe('  - budoux, for the pages in Japanese (ja) and the pages in Chinese (zh-Hans)');
    expect(lines[2]).toBe('  - @fontsource-variable/noto-sans-jp, for the pages in Japanese (ja)');
    expect(lines[3]).toMatch(/^ {2}Install them with: npm install budoux@\S+ @fontsource-variable\/noto-sans-jp@\S+$/);
  });
});
