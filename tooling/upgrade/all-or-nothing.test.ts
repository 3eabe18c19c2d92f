import { chmodSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerFiles } from '../../tests/support/owner-files';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';
import { addJobTitle } from './migrations/add-job-title';
import { contentTypesImport } from './migrations/content-types-import';
import { createSiteFile } from './migrations/create-site-file';
import { deleteGeneratedSiteImages } from './migrations/delete-generated-site-images';
import { deleteMachineryFiles } from './migrations/delete-machinery-files';
import { moveOwnTextsToContent } from './migrations/move-own-texts-to-content';
import { moveResumeToContent } from './migrations/move-resume-to-content';
import { removeCitationTexts } from './migrations/remove-citation-texts';
import { removeThemeColor } from './migrations/remove-theme-color';
import { renameYearToPeriod } from './migrations/rename-year-to-period';
import { technologyIconNames } from './migrations/technology-icon-names';
import { upgrade } from './upgrade';

// Every migration on content of the older shape it rewrites, made impossible to rewrite safely: a
// file that does not parse (the one it would edit, or another), or a file it would change made
// read-only. The upgrade then changes nothing, every byte and permission as before, and says which
// file stops it (and, for a syntax error, where).

const OLD = 'tests/fixtures/old-content';
const PROFILE = `import type { Profile } from 'particle-portfolio/content';

export const profile: Profile = {
  name: 'Rowan Adeyemi',
  tagline: 'Developer',
  jobTitle: 'Machine Learning Engineer',
  welcome: 'I build learning systems.',
};
`;
const SITE = `import type { Site } from 'particle-portfolio/content';

export const site: Site = { url: 'https://rowan.example.dev/' };
`;
/** A content folder of today's shape, for the migration's older file to sit in. */
const TODAY = { 'src/content/profile.ts': PROFILE, 'src/content/site.ts': SITE };

interface Case {
  migration: Migration;
  /** The owner's files, one of them in the older shape the migration rewrites. */
  files: Record<string, string | Uint8Array>;
  /** The TypeScript file it edits (its syntax broken), else profile.ts is. */
  edits: string;
  /** The file (or folder) it writes or takes away, made read-only. */
  writes: string;
}

const CASES: Case[] = [
  {
    migration: deleteMachineryFiles,
    files: { ...TODAY, 'src/content/schema.ts': readFileSync(`${OLD}/first-typed/src/content/schema.ts`) },
    edits: 'src/content/profile.ts',
    writes: 'src/content/schema.ts',
  },
  {
    migration: contentTypesImport,
    files: {
      ...TODAY,
      'src/content/profile.ts': PROFILE.replace('particle-portfolio/content', '@/build/content/schema'),
    },
    edits: 'src/content/profile.ts',
    writes: 'src/content/profile.ts',
  },
  {
    migration: createSiteFile,
    files: { 'src/content/profile.ts': PROFILE },
    edits: 'src/content/profile.ts',
    writes: 'src/content',
  },
  {
    migration: addJobTitle,
    files: { ...TODAY, 'src/content/profile.ts': PROFILE.replace("  jobTitle: 'Machine Learning Engineer',\n", '') },
    edits: 'src/content/profile.ts',
    writes: 'src/content/profile.ts',
  },
  {
    migration: technologyIconNames,
    files: {
      ...TODAY,
      'src/content/technologies.ts': `import { SiPython } from 'react-icons/si';\n\nexport const technologies = [{ name: 'Python', icon: SiPython }];\n`,
    },
    edits: 'src/content/technologies.ts',
    writes: 'src/content/technologies.ts',
  },
  {
    migration: removeThemeColor,
    files: { ...TODAY, 'src/content/site.ts': SITE.replace('{ url:', "{ themeColor: '#000', url:") },
    edits: 'src/content/site.ts',
    writes: 'src/content/site.ts',
  },
  {
    migration: moveResumeToContent,
    files: {
      ...TODAY,
      'src/content/profile.ts': PROFILE.replace('};', "  links: { resume: '/resume.pdf' },\n};"),
      'public/resume.pdf': '%PDF-1.4 mine',
    },
    edits: 'src/content/profile.ts',
    writes: 'public/resume.pdf',
  },
  {
    migration: renameYearToPeriod,
    files: {
      ...TODAY,
      'src/content/experience.ts': `export const experience = [\n  { year: '2024', role: 'Engineer' },\n  { year: '2023', role: 'Intern' },\n];\n`,
    },
    edits: 'src/content/experience.ts',
    writes: 'src/content/experience.ts',
  },
  {
    migration: deleteGeneratedSiteImages,
    files: { ...TODAY, 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    edits: 'src/content/profile.ts',
    writes: 'public/favicon.svg',
  },
  {
    migration: moveOwnTextsToContent,
    files: { ...TODAY, 'src/shared/i18n/texts/is.ts': "export default { languageName: 'Íslenska' };\n" },
    edits: 'src/shared/i18n/texts/is.ts',
    writes: 'src/shared/i18n/texts/is.ts',
  },
  {
    migration: removeCitationTexts,
    files: { ...TODAY, 'src/content/vi/texts.ts': readFileSync(`${OLD}/citation-words/vi/texts.ts`) },
    edits: 'src/content/vi/texts.ts',
    writes: 'src/content/vi/texts.ts',
  },
];

/** Every file and folder of the project, with its bytes and permissions. */
function snapshot(root: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const mode = (statSync(path).mode & 0o777).toString(8);
      return [relative(root, path), entry.isFile() ? `${mode} ${readFileSync(path).toString('base64')}` : mode];
    }),
  );
}

let owner: OwnerFiles;
let lines: string[];
const run = (args: string[] = []) => {
  lines = [];
  return upgrade(args, { root: owner.root }, (line) => lines.push(line));
};
beforeEach(() => vi.stubEnv('CONTENT_DIR', ''));
afterEach(() => {
  chmodSync(owner.root, 0o755);
  for (const entry of readdirSync(owner.root, { recursive: true, withFileTypes: true }))
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  owner.remove();
});

it('covers every migration', () => {
  owner = new OwnerFiles({});
  expect(CASES.map(({ migration }) => migration.summary).sort()).toEqual(
    MIGRATIONS.map((migration) => migration.summary).sort(),
  );
});

describe.each(CASES.map((item) => [item.migration.summary, item] as const))('%s', (_, item) => {
  it('applies to its older shape', () => {
    owner = new OwnerFiles(item.files);
    expect(owner.upgrade([item.migration], { save: false }).changed).not.toEqual([]);
  });

  it('changes nothing when a file does not parse, and names the file, its line and column', () => {
    const broken = `${String(item.files[item.edits])}\nexport const oops = { name: 'Ada' 'Lovelace' };\n`;
    owner = new OwnerFiles({ ...item.files, [item.edits]: broken });
    const line = broken.split('\n').length - 1;
    const before = snapshot(owner.root);
    expect(run()).toBe(1);
    // the parser's words after the place: Vite's parser says "Expected `,` but found …"
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${item.edits}, line ${line}, column 35: Expected \`,\``)),
    );
    expect(lines.at(-1)).toMatch(/^Nothing was changed/);
    expect(snapshot(owner.root)).toEqual(before);
    // --check says the same, and writes nothing either
    expect(run(['--check'])).toBe(1);
    expect(snapshot(owner.root)).toEqual(before);
  });

  it('changes nothing when a file it would change is read-only, and names it', () => {
    owner = new OwnerFiles(item.files);
    const path = join(owner.root, item.writes);
    chmodSync(path, statSync(path).isDirectory() ? 0o555 : 0o444);
    const before = snapshot(owner.root);
    expect(run()).toBe(1);
    expect(lines.join('\n')).toMatch(new RegExp(`^${item.writes}( \\(a folder\\))? is read-only`, 'm'));
    expect(lines.at(-1)).toMatch(/^Nothing was changed/);
    expect(snapshot(owner.root)).toEqual(before);
  });
});
