// The content of the build under test, for tests that derive what they expect from it: src/content,
// or the folder CONTENT_DIR names (a fixture owner under tests/fixtures/content/). What the spec
// fixes (headings, the menu's order, fallback texts) is written here from the spec, not read from
// the code under test.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { networks } from '../../src/shared/content/networks';
import { projectCard, timelineCard, type CardEntry } from '../../packages/check/support/card-entries.js';
import type {
  Blog,
  Course,
  EducationEntry,
  NewsItem,
  Profile,
  Project,
  Site,
  Talk,
  Technology,
  TimelineEntry,
} from '../../src/shared/content/schema';
import { contextFromEnvironment } from '../../tooling/context/site-context.mjs';
import { readPublications } from '../../tooling/publications/read-publications';

/**
 * The project these tests belong to (a copy of it, in a fixture owner's run): paths are resolved
 * from here, not from the working directory, which one run of several owners' copies shares.
 */
// (a path from a string, not a URL object: under jsdom, the unit tests' global URL is not Node's)
export const projectRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

const context = contextFromEnvironment(process.env);

export const contentDir = context.contentDir;

const load = async <T>(name: string, key: string): Promise<T> =>
  ((await import(pathToFileURL(join(contentDir, `${name}.ts`)).href)) as Record<string, T>)[key]!;

export const profile = await load<Profile>('profile', 'profile');
export const site = await load<Site>('site', 'site');
export const experience = await load<TimelineEntry[]>('experience', 'experience');
export const research = await load<TimelineEntry[]>('research', 'research');
export const projects = await load<Project[]>('projects', 'projects');
export const technologies = await load<Technology[]>('technologies', 'technologies');
const blogFile: Blog = existsSync(join(contentDir, 'blog.ts')) ? await load<Blog>('blog', 'blog') : {};
/** An optional list of the owner's (none without its file). */
const optionalList = async <T>(name: string): Promise<T[]> =>
  existsSync(join(contentDir, `${name}.ts`)) ? await load<T[]>(name, name) : [];

/** The owner's degrees, talks, courses taught and news (education.ts, talks.ts, teaching.ts, news.ts, optional). */
const education = await optionalList<EducationEntry>('education');
const talks = await optionalList<Talk>('talks');
const teaching = await optionalList<Course>('teaching');
const news = await optionalList<NewsItem>('news');

/**
 * The blog page's words as it shows them: the owner's (blog.ts, optional), or the site's own paragraph and no topics.
 */
export const blog = {
  ...blogFile,
  comingSoon: blogFile.comingSoon ?? 'The first posts are on their way.',
  topics: blogFile.topics ?? [],
};

/** The spec's sentence of a post not written yet, naming the owner's subject when blog.ts gives one ("AI/ML"). */
export const postPlaceholder = (slug: string): string =>
  `The ${blog.subject ? `${blog.subject} ` : ''}blog post "${slug}" is currently being written...`;

/** profile.name in each of the site's other languages that translates it (<tag>/profile.ts). */
const namesInOtherLanguages = await Promise.all(
  (site.languages ?? []).slice(1).map(async (tag) => {
    const file = join(contentDir, tag, 'profile.ts');
    if (!existsSync(file)) return [];
    const { profile: translated } = (await import(pathToFileURL(file).href)) as { profile: Partial<Profile> };
    return translated.name === undefined ? [] : [translated.name];
  }),
);

/**
 * The owner's publications.bib, newest first, read with the build's own parser and the owner's names it looks for
 * (profile.name in every language, alsoPublishedAs); none without the file.
 */
export const { publications } = await readPublications(
  { dir: contentDir, label: context.contentLabel },
  {
    name: profile.name,
    inOtherLanguages: namesInOtherLanguages.flat(),
    alsoPublishedAs: profile.alsoPublishedAs,
  },
);

export type { CardEntry } from '../../packages/check/support/card-entries.js';

/** The home page's card sections in the spec's order, with their headings and the modal's, and their entries. */
const allCardSections = [
  {
    id: 'experience',
    heading: 'Experience',
    modalHeading: 'Experience Details',
    entries: experience.map(timelineCard),
  },
  {
    id: 'research',
    heading: 'Research Experience',
    modalHeading: 'Research Details',
    entries: research.map(timelineCard),
  },
  { id: 'projects', heading: 'Projects', modalHeading: 'Project Details', entries: projects.map(projectCard) },
] as const;

/** The card sections this content shows: a list with no entries is no section. */
export const cardSections = allCardSections.filter((section) => section.entries.length > 0);

/**
 * The home page's section headings (level 2), in the spec's order, for the sections this content has (News first;
 * Education, then Publications, Talks and Teaching, after Research Experience).
 */
export const homeHeadings: string[] = [
  ...(news.length > 0 ? ['News'] : []),
  ...cardSections.filter((section) => section.id !== 'projects').map((section) => section.heading),
  ...(education.length > 0 ? ['Education'] : []),
  ...(publications.length > 0 ? ['Publications'] : []),
  ...(talks.length > 0 ? ['Talks'] : []),
  ...(teaching.length > 0 ? ['Teaching'] : []),
  ...cardSections.filter((section) => section.id === 'projects').map((section) => section.heading),
  ...(technologies.length > 0 ? ['Technologies'] : []),
  ...(profile.email ? ['Get in Touch'] : []),
];

/** The owner's profiles in the order of the networks' declaration, then their other links: [label, address]. */
const profiles: [field: string, label: string, url: string][] = [
  ...networks.flatMap(({ field, label }): [string, string, string][] => {
    const url = profile.links?.[field];
    // a website is named by its host, as a reader names it
    return url ? [[field, field === 'website' ? new URL(url).host.replace(/^www\./, '') : label, url]] : [];
  }),
  ...(profile.links?.other ?? []).map(({ name, url }): [string, string, string] => ['other', name, url]),
];

/**
 * The menu's entries: site.ts's `menu` order, or the spec's (LinkedIn, GitHub, Resume, Blog, Google
 * Scholar) followed by the other networks; those the owner has, Blog always.
 */
export const menuEntries: string[] = (
  site.menu ?? [
    'linkedin',
    'github',
    'resume',
    'blog',
    'scholar',
    ...networks.map(({ field }) => field).filter((field) => !['linkedin', 'github', 'scholar'].includes(field)),
    'other',
  ]
).flatMap((entry) => {
  if (entry === 'resume') return profile.resume ? ['Resume'] : [];
  if (entry === 'blog') return ['Blog'];
  return profiles.filter(([field]) => field === entry).map(([, label]) => label);
});

/** The external profiles the owner has, in the order of their declaration, as the metadata lists them. */
export const profileLinks: string[] = profiles.map(([, , url]) => url);

/**
 * Where the menu entry of each external profile leads, by its label: the owner's address, or undefined when they have
 * none.
 */
export const profileTargets: Record<string, string | undefined> = {
  ...Object.fromEntries(networks.map(({ label }) => [label, undefined])),
  ...Object.fromEntries(profiles.map(([, label, url]) => [label, url])),
};

/** The first card of any section whose entry matches, with its section: for a behaviour that needs such a card. */
export function findCard(matches: (entry: CardEntry) => boolean) {
  for (const section of cardSections) {
    const index = section.entries.findIndex(matches);
    if (index >= 0) return { section, index, entry: section.entries[index]! };
  }
  return undefined;
}

/** The field's area per particle: the spec's 8000 px², unless the owner tuned it in site.ts. */
export const areaPerParticle = site.particles?.areaPerParticle ?? 8000;

/** The absolute address of a path of the site, from site.ts's url: pageUrl('/blog') → "https://example.dev/blog". */
export const pageUrl = (path: string): string => new URL(path.replace(/^\//, ''), site.url.replace(/\/?$/, '/')).href;
