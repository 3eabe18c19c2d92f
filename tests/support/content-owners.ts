// The content folders the résumé is tested with: this build's (src/content, the folder CONTENT_DIR
// names, or the sample's) and the fixture owners, each loaded from its files (and its publications.bib)
// as the résumé's input.
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { networks } from '../../src/shared/content/networks';
import type { Profile, Site } from '../../src/shared/content/schema';
import { contentLabel } from '../../tooling/content/folder.mjs';
import { citationWriter } from '../../tooling/publications/citation-writer';
import { readPublications } from '../../tooling/publications/read-publications';
import english from '../../src/shared/i18n/texts/en';
import type { ResumeContent } from '../../tooling/resume/resume-content';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const OWNERS = {
  'this build': contentLabel(),
  'spec-owner': 'tests/fixtures/content/spec-owner',
  'sparse-owner': 'tests/fixtures/content/sparse-owner',
  'scholar-owner': 'tests/fixtures/content/scholar-owner',
  'family-first-owner': 'tests/fixtures/content/family-first-owner',
  'multilingual-owner': 'tests/fixtures/content/multilingual-owner',
  'german-owner': 'tests/fixtures/content/german-owner',
  'vietnamese-owner': 'tests/fixtures/content/vietnamese-owner',
} as const;

export type Owner = keyof typeof OWNERS;

async function load<T>(dir: string, name: string): Promise<T> {
  return ((await import(pathToFileURL(join(root, dir, `${name}.ts`)).href)) as Record<string, T>)[name]!;
}

/** The résumé's input for an owner's content folder, with the site's home page as its address. */
export async function resumeContentOf(owner: Owner): Promise<ResumeContent> {
  const dir = OWNERS[owner];
  const site = await load<Site>(dir, 'site');
  const profile = await load<Profile>(dir, 'profile');
  const { publications, errors } = await readPublications(root, profile, resolve(root, dir));
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return {
    site,
    profile,
    experience: await load(dir, 'experience'),
    research: await load(dir, 'research'),
    projects: await load(dir, 'projects'),
    technologies: await load(dir, 'technologies'),
    blog: await load(dir, 'blog'),
    publications,
    homeUrl: new URL(site.url).href,
    label: relative(root, resolve(root, dir)),
    language: site.languages?.[0] ?? 'en',
    texts: english,
    citations: await citationWriter('en', english, profile.name),
  };
}

/**
 * The addresses of an owner's profiles, in the order of the networks' declaration, then their other links in theirs.
 */
export const profileUrls = (profile: Profile): string[] => [
  ...networks.flatMap(({ field }) => profile.links?.[field] ?? []),
  ...(profile.links?.other ?? []).map(({ url }) => url),
];
