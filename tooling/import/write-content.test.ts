import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    const options = { dir, sample: false, force: false };
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
});
