import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Profile, Project, Site, TimelineEntry, Technology } from '../src/shared/content/schema';
import { readPublications } from '../tooling/publications/read-publications';
import { shipsTexts } from '../tooling/i18n/site-texts-of';
import { SLOT_CONTRACTS } from '../tooling/slots/slot-contracts';
import { OWNER_SHAPES, SHAPES, type Shape } from '../tests/support/shapes.mjs';
import { allFixtureOwners, ownerFolder, taggedUnitFiles } from './fixture-owners.mjs';

// What `npm test` runs on each fixture owner is the tests tagged with the shapes it adds: a shape
// claimed by an owner whose content lacks it would run those tests on nothing (they skip), and a
// shape no owner adds would leave its tests to the reference shape alone. Both are checked here,
// against the owners' content.

const root = process.cwd();

async function contentOf(owner: string) {
  const dir = join(root, ownerFolder(owner));
  const load = async <T>(name: string): Promise<T> =>
    ((await import(pathToFileURL(join(dir, `${name}.ts`)).href)) as Record<string, T>)[name]!;
  const profile = await load<Profile>('profile');
  const { publications } = await readPublications({ dir, label: ownerFolder(owner) }, profile);
  return {
    dir,
    profile,
    site: await load<Site>('site'),
    cards: [
      ...(await load<TimelineEntry[]>('experience')),
      ...(await load<TimelineEntry[]>('research')),
      ...(await load<Project[]>('projects')),
    ],
    sectionsLeftOut: [
      await load<TimelineEntry[]>('research'),
      await load<Project[]>('projects'),
      await load<Technology[]>('technologies'),
    ].some((list) => list.length === 0),
    publications,
  };
}

const rightToLeft = (tag: string) =>
  ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm'].includes(new Intl.Locale(tag).maximize().script ?? '');

/**
 * Whether an owner's content has a shape, for the shapes its files tell; undefined for those only a reader can judge.
 */
const HAS: Partial<Record<Shape, (content: Awaited<ReturnType<typeof contentOf>>) => boolean>> = {
  publications: ({ publications }) => publications.length > 0,
  // the BibTeX names the owner, somewhere, otherwise than profile.ts does (the page shows profile.ts's name)
  'name-forms': ({ publications, profile }) =>
    publications.some((paper) => {
      const written = (/\bauthor\s*=\s*[{"](.*)[}"],?\s*$/m.exec(paper.bibtex)?.[1] ?? '').split(/\s+and\s+/);
      return paper.authors.some((author, index) => author.owner && written[index]?.trim() !== profile.name);
    }),
  'no-logo': ({ profile }) => !profile.logo,
  'no-photo': ({ profile }) => !profile.photo,
  'cards-without-pictures': ({ cards }) => cards.some((card) => card.image === undefined),
  'sections-left-out': ({ sectionsLeftOut, profile }) => sectionsLeftOut || !profile.email,
  'no-resume': ({ profile }) => !profile.resume,
  'generated-resume': ({ profile }) => profile.resume === 'generated',
  'own-menu': ({ site }) => site.menu !== undefined,
  'own-theme': ({ site }) => site.theme !== undefined,
  'own-particles': ({ site }) => site.particles !== undefined,
  languages: ({ site }) => (site.languages?.length ?? 1) > 1,
  'right-to-left': ({ site }) => (site.languages ?? []).some(rightToLeft),
  'unshipped-language': ({ site }) => (site.languages ?? []).some((tag) => !shipsTexts(tag)),
  posts: ({ dir }) => existsSync(join(dir, 'posts')) && readdirSync(join(dir, 'posts')).length > 0,
  'no-spaces': ({ site }) =>
    (site.languages ?? []).some((tag) =>
      ['Hani', 'Hans', 'Hant', 'Jpan'].includes(new Intl.Locale(tag).maximize().script ?? ''),
    ),
  // a name of the owner's or of an author in Han characters or Hangul
  'han-names': ({ publications, profile }) =>
    [
      profile.name,
      ...(profile.alsoPublishedAs ?? []),
      ...publications.flatMap((paper) => paper.authors.map(({ name }) => name)),
    ].some((name) => /[\p{Script=Han}\p{Script=Hangul}]/u.test(name)),
  'default-language-unshipped': ({ site }) => !shipsTexts(site.languages?.[0] ?? 'en'),
  // a story for one of its projects (the build stops on a story that matches none)
  // written by the import (its first line says so), and no blog.ts, which the import never writes
  'imported-content': ({ dir }) =>
    readFileSync(join(dir, 'profile.ts'), 'utf8').startsWith('// Written by `npm run import`') &&
    !existsSync(join(dir, 'blog.ts')),
  education: ({ dir }) => existsSync(join(dir, 'education.ts')),
  // citation counts turned on with their snapshot, and papers with abstracts beside them
  'research-record': ({ dir, site, publications }) =>
    site.citations !== undefined &&
    existsSync(join(dir, 'citations.json')) &&
    publications.some((paper) => /^\s*abstract\s*=/im.test(paper.bibtex)),
  'sub-path': ({ site }) => new URL(site.url).pathname !== '/',
  // every slot of the table (tooling/slots/slot-contracts.ts)
  slots: ({ dir }) => Object.values(SLOT_CONTRACTS).every(({ file }) => existsSync(join(dir, 'slots', file))),
  'project-pages': ({ dir }) =>
    existsSync(join(dir, 'projects')) && readdirSync(join(dir, 'projects')).some((name) => /\.(md|ipynb)$/.test(name)),
};

/**
 * The shapes the browser tests name: forOwners('…', …) in the owner's check, forShapes('…', …) in tests/e2e and
 * tests/e2e-posts.
 */
function browserTestShapes(): string[] {
  const files = ['packages/check/specs', 'tests/e2e', 'tests/e2e-posts'].flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => /\.spec\.[jt]s$/.test(file))
      .map((file) => join(folder, file)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/for(?:Owners|Shapes)\(([^)]*)\)/g)].flatMap((call) =>
      [...(call[1] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1]!),
    ),
  );
}

describe('the shapes of content the fixture owners add', () => {
  it('are listed for every fixture owner, and only for them', () => {
    expect(Object.keys(OWNER_SHAPES).sort()).toEqual(allFixtureOwners);
  });

  it.each(allFixtureOwners)('of %s are in its content', async (owner) => {
    const content = await contentOf(owner);
    const claimed = OWNER_SHAPES[owner] ?? [];
    for (const shape of claimed) expect(HAS[shape]?.(content) ?? true, `${owner} adds ${shape}`).toBe(true);
  });

  it('are each added by an owner, when a test names them', () => {
    const added = new Set(Object.values(OWNER_SHAPES).flat());
    const named = [...taggedUnitFiles().flatMap(({ tags }) => tags), ...browserTestShapes()];
    expect(named.length).toBeGreaterThan(0);
    for (const shape of new Set(named)) {
      expect(Object.keys(SHAPES), `${shape} is a shape of tests/support/shapes.mjs`).toContain(shape);
      expect(added.has(shape as Shape), `some fixture owner adds ${shape}, so its tests run on it`).toBe(true);
    }
  });
});
