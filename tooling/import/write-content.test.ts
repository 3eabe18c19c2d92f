import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnerFileError } from '../owner-files/commit-changes';
import { syntaxProblems } from '../owner-files/syntax-problems';
import { contentFileTexts, writeContentFiles } from './write-content';
import type { ImportedContent } from './content-from-json-resume';

const content = (name: string): ImportedContent => ({
  profile: {
    name,
    tagline: 'Engineer',
    jobTitle: 'Engineer',
    welcome: 'Hello.',
    photo: 'me.jpg',
    photoAlt: `Photo of ${name}`,
    logo: 'logo.svg',
  },
  experience: [],
  research: [],
  projects: [],
  technologies: [{ name: 'C++', icon: 'SiCplusplus' }],
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the files an import writes', () => {
  it('are TypeScript the content folder takes: the type, the value, quotes escaped', () => {
    const { 'profile.ts': profile } = contentFileTexts(content("Ngozi O'Brien"), 'resume.json');
    expect(profile).toMatch(
      /^\/\/ Written by `npm run import` from resume\.json \(sha256 [0-9a-f]{64}\)\nimport type \{ Profile \} from 'particle-portfolio\/content';\n/,
    );
    expect(profile).toContain("export const profile: Profile = {\n  name: 'Ngozi O\\'Brien',\n");
  });

  it('replace a file the import wrote and nobody edited, keep an edited one unless forced, and replace the sample owner’s', () => {
    dir = mkdtempSync(join(tmpdir(), 'import-'));
    const options = { dir, sample: false, force: false, root: dir, command: 'npm run import', display: String };
    expect(writeContentFiles(contentFileTexts(content('Ada'), 'a.json'), options).written).toEqual([
      'profile.ts',
      'experience.ts',
      'research.ts',
      'projects.ts',
      'technologies.ts',
    ]);
    expect(writeContentFiles(contentFileTexts(content('Ada'), 'a.json'), options)).toEqual({ written: [], kept: [] });
    expect(writeContentFiles(contentFileTexts(content('Ada Lovelace'), 'a.json'), options)).toEqual({
      written: ['profile.ts'],
      kept: [],
    });

    const path = join(dir, 'profile.ts');
    writeFileSync(path, readFileSync(path, 'utf8').replace("tagline: 'Engineer'", "tagline: 'Mathematician'"));
    expect(writeContentFiles(contentFileTexts(content('Grace'), 'a.json'), options)).toEqual({
      written: [],
      kept: ['profile.ts'],
    });
    expect(readFileSync(path, 'utf8')).toContain('Mathematician');
    expect(
      writeContentFiles(contentFileTexts(content('Grace'), 'a.json'), { ...options, force: true }).written,
    ).toEqual(['profile.ts']);

    writeFileSync(path, "export const profile = { name: 'Avery Quinn' };\n");
    expect(writeContentFiles(contentFileTexts(content('Grace'), 'a.json'), options).kept).toEqual(['profile.ts']);
    expect(
      writeContentFiles(contentFileTexts(content('Grace'), 'a.json'), { ...options, sample: true }).written,
    ).toEqual(['profile.ts']);
  });

  it('name the résumé by its file name alone, and no character of that name ends the comment it is in', () => {
    for (const source of ['/home/ada/cv/résumé.json', 'evil\nexport const x = 1;//.json', 'a\u2028b\rc.json']) {
      const files = contentFileTexts(content('Ada'), source);
      for (const [name, text] of Object.entries(files)) {
        const [mark, ...rest] = text.split('\n');
        expect(mark).toMatch(
          /^(\/\/|%) Written by `npm run import` from [^\n\r\u2028\u2029/]+ \(sha256 [0-9a-f]{64}\)$/,
        );
        expect(rest.join('\n')).not.toContain('Written by');
        if (name.endsWith('.ts')) expect(syntaxProblems(text, name)).toEqual([]);
      }
      expect(files['profile.ts']).not.toContain('/home/ada');
      expect(files['profile.ts']).not.toContain('export const x');
    }
    expect(contentFileTexts(content('Ada'), '/home/ada/cv/résumé.json')['profile.ts']).toMatch(
      /^\/\/ Written by `npm run import` from résumé\.json \(/,
    );
  });

  it('write none of the files when one of them cannot be written, and say which', () => {
    dir = mkdtempSync(join(tmpdir(), 'import-'));
    const options = { dir, sample: false, force: true, root: dir, command: 'npm run import', display: String };
    writeFileSync(join(dir, 'experience.ts'), '// mine\n');
    chmodSync(join(dir, 'experience.ts'), 0o444);
    expect(() => writeContentFiles(contentFileTexts(content('Ada'), 'a.json'), options)).toThrow(OwnerFileError);
    expect(() => writeContentFiles(contentFileTexts(content('Ada'), 'a.json'), options)).toThrow(
      `${join(dir, 'experience.ts')} is read-only`,
    );
    expect(readdirSync(dir)).toEqual(['experience.ts']);
    expect(readFileSync(join(dir, 'experience.ts'), 'utf8')).toBe('// mine\n');
  });
});
