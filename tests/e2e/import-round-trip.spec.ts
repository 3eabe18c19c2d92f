import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { buildSite, onceARun, runNode } from './support/build-once';

// A rich JSON Resume (every section of the schema: skills with keywords, descriptions with highlights,
// a location, education with courses and a score, languages, certificates, awards, volunteering,
// interests, references) imported into an empty content folder, the site built from it: every field
// of the résumé is either in the built resume.json or named, field by field, among what the import
// said it left out. What must hold is read from the résumé file itself.

const RESUME = 'tests/fixtures/json-resume/rich.json';
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const resume = JSON.parse(readFileSync(RESUME, 'utf8')) as Record<string, Json>;

/** The section of the built resume.json each section of the résumé lands in, and the field that names an entry. */
const LANDS_IN: Record<string, { section: string; key: string; builtKey?: string }> = {
  work: { section: 'work', key: 'name' },
  // volunteer roles are among the positions
  volunteer: { section: 'work', key: 'organization', builtKey: 'name' },
  education: { section: 'education', key: 'institution' },
  certificates: { section: 'certificates', key: 'name' },
  awards: { section: 'awards', key: 'title' },
  publications: { section: 'publications', key: 'name' },
  skills: { section: 'skills', key: 'name' },
  languages: { section: 'languages', key: 'language' },
  projects: { section: 'projects', key: 'name' },
};

/** Every value of a JSON value, as text. */
const texts = (value: Json | undefined): string[] =>
  value === undefined || value === null
    ? []
    : typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [String(value)];

/**
 * Whether `built` holds `value`: the same text somewhere in it, or for an ISO date the same date to the
 * month (the content writes dates as people read them, "Jun 2021", so a day is not kept).
 */
function holds(value: string, built: Json | undefined): boolean {
  const there = texts(built);
  if (there.includes(value)) return true;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return there.includes(value.slice(0, 7));
  return false;
}

/** Each leaf of a JSON value with its path as the import names fields: "work[0].highlights[1]". */
function leaves(value: Json, path: string): [path: string, value: string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [[path, String(value)]];
}

const test_ = test.extend<object, { imported: { said: string; built: Record<string, Json> } }>({
  imported: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const out = await onceARun('imported-rich-site', (dir) => {
        const content = join(dir, 'content');
        mkdirSync(join(content, 'images'), { recursive: true });
        writeFileSync(join(dir, 'said.txt'), runNode(['scripts/import-resume.mjs', RESUME], { CONTENT_DIR: content }));
        // what the import said is still to do: a photo
        copyFileSync(
          'tests/fixtures/content/spec-owner/images/portrait.jpg',
          join(content, 'images/profile-photo.jpg'),
        );
        buildSite(dir, { CONTENT_DIR: content });
        return dir;
      });
      const built = JSON.parse(readFileSync(join(out, 'dist', 'resume.json'), 'utf8')) as Record<string, Json>;
      await provide({ said: readFileSync(join(out, 'said.txt'), 'utf8'), built });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

test_('an imported résumé’s every field is in the built resume.json, or named as left out', ({ imported }) => {
  const { said, built } = imported;
  // the fields the import named as left out: "  - work[0].url (Kaiko Robotics): left out, …"
  const listed = [...said.matchAll(/^ {2}- (\S+?)(?: \(.*?\))?: .*left out/gm)].map((match) => match[1] ?? '');
  const isListed = (path: string) =>
    listed.some((field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`));
  const missing: string[] = [];
  for (const [section, value] of Object.entries(resume)) {
    // the schema's address and the file's metadata are no owner's words
    if (section === '$schema' || section === 'meta') continue;
    const lands = LANDS_IN[section];
    if (section === 'basics') {
      for (const [path, text] of leaves(value, 'basics')) {
        if (isListed(path)) continue;
        // the photo is the owner's to put in images/, and the import says where the résumé's is
        if (path === 'basics.image') expect(said).toContain(text);
        // a profile is its address: the site names its network in its own words ("X"), the address names the user
        else if (/^basics\.profiles\[\d+\]\.(network|username)$/.test(path)) continue;
        else if (path === 'basics.location.countryCode')
          expect(texts(built.basics)).toContainEqual(
            expect.stringContaining(new Intl.DisplayNames(['en'], { type: 'region' }).of(text) ?? text),
          );
        else if (path.startsWith('basics.location.'))
          expect(texts(built.basics)).toContainEqual(expect.stringContaining(text));
        else if (!holds(text, built.basics)) missing.push(path);
      }
      continue;
    }
    if (!lands) {
      // a section the site has no place for: named, entry by entry
      for (const [path] of leaves(value, section)) if (!isListed(path)) missing.push(path);
      continue;
    }
    const builtSection = built[lands.section] as Json[] | undefined;
    (value as Record<string, Json>[]).forEach((entry, index) => {
      const name = entry[lands.key];
      const match = builtSection?.find(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          (item as Record<string, Json>)[lands.builtKey ?? lands.key] === name,
      );
      for (const [path, text] of leaves(entry, `${section}[${index}]`))
        if (!isListed(path) && !holds(text, match ?? builtSection)) missing.push(path);
    });
  }
  expect(missing, 'fields neither in resume.json nor said to be left out').toEqual([]);
  // and what is left out is what the site has no place for, not what it has
  expect(listed).toEqual(expect.arrayContaining(['interests[0]', 'references[0]', 'basics.phone']));
  for (const field of listed)
    expect(field, 'a section the site shows is never left out whole').not.toMatch(
      /^(education|certificates|awards|languages|volunteer)\[\d+\]$/,
    );
});
