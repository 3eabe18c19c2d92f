import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import english, { blogPages, resumeSections, search } from '../../../src/shared/i18n/texts/en';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { siteTextsProblems } from '../../i18n/check-site-texts';
import { removeCitationTexts } from './remove-citation-texts';

let owner: OwnerFiles;
afterEach(() => owner.remove());

// The Vietnamese fixture owner's catalogue as release 1.0.0 had it, with the citation words: lines 53 to
// 57 (comma and and, each under its comment, then etAl) and 61 to 63 (volume, pageRange, page)
const OLDER_FILE = 'tests/fixtures/old-content/citation-words/vi/texts.ts';
const OLDER = readFileSync(OLDER_FILE, 'utf8');
const CITATION_LINES = [53, 54, 55, 56, 57, 61, 62, 63];
const WITHOUT_THEM = OLDER.split('\n')
  .filter((_, index) => !CITATION_LINES.includes(index + 1))
  .join('\n');

it('removes the citation words of an owner’s catalogue with their comments, leaving every other line as it was', () => {
  owner = new OwnerFiles({ 'src/content/vi/texts.ts': OLDER });
  const { changed } = owner.upgrade([removeCitationTexts]);
  expect(owner.read('src/content/vi/texts.ts')).toBe(WITHOUT_THEM);
  expect(changed).toEqual([
    {
      file: 'src/content/vi/texts.ts',
      what: 'comma, and, etAl, volume, pageRange, page removed: the citations take these words from the CSL locale of the language',
    },
  ]);
  expect(owner.upgrade([removeCitationTexts])).toEqual({ applied: [], changed: [], todo: [] });
});

it('touches no other file, and no catalogue written on one line loses anything else', () => {
  owner = new OwnerFiles({
    'src/content/profile.ts': "export const profile = { name: 'A', and: 'B' };\n",
    'src/content/is/texts.ts': "export default { skipToContent: 'Fara í efni', and: ' og ', etAl: 'o.fl.' };\n",
  });
  owner.upgrade([removeCitationTexts]);
  expect(owner.read('src/content/profile.ts')).toBe("export const profile = { name: 'A', and: 'B' };\n");
  expect(owner.read('src/content/is/texts.ts')).toBe("export default { skipToContent: 'Fara í efni' };\n");
});

it('is no problem to the build before the upgrade: the words are texts it no longer reads', async () => {
  // (imported by its path: the older shape is no type of today's)
  const module = (await import(pathToFileURL(resolve(OLDER_FILE)).href)) as Record<string, unknown>;
  // (the texts added since are the catalogue's to write, and named: none of the problems is a citation word)
  const problems = siteTextsProblems(
    module,
    'src/content/vi/texts.ts',
    { default: english, search, blogPages, resumeSections },
    { search: false },
  );
  expect(problems.filter((problem) => /"(comma|and|etAl|volume|pageRange|page)"/.test(problem))).toEqual([]);
  expect(problems.every((problem) => problem.includes('missing text'))).toBe(true);
});
