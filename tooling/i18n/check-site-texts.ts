import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { nearestName } from '../content/nearest-name.ts';

// A catalogue of the site's texts is checked when the site is built, whoever wrote it: the typecheck
// finds a missing or misspelt text too, but an owner may never run it, and a text left out would
// otherwise show as nothing (a button with an icon and no words) or stop the prerender with a stack
// trace (a function called that is not there).

/** Each text of SiteTexts: "text", or the arguments a function of the catalogue is tried with. */
type Samples<Texts> = { readonly [K in keyof Texts]: Texts[K] extends (...args: infer A) => string ? A : 'text' };

const SAMPLES: Samples<SiteTexts> = {
  languageName: 'text',
  skipToContent: 'text',
  mainNav: 'text',
  home: ['Avery Quinn'],
  menu: 'text',
  resume: 'text',
  blog: 'text',
  lightMode: 'text',
  darkMode: 'text',
  pauseBackground: 'text',
  playBackground: 'text',
  switchLanguage: ['English'],
  opensInNewTab: 'text',
  greeting: ['Avery Quinn'],
  experience: 'text',
  experienceDetails: 'text',
  research: 'text',
  researchDetails: 'text',
  projects: 'text',
  projectDetails: 'text',
  technologies: 'text',
  getInTouch: 'text',
  emailMe: 'text',
  clickForDetails: 'text',
  detailsComingSoon: 'text',
  technologiesUsed: 'text',
  viewOnGitHub: 'text',
  readTheStory: 'text',
  close: 'text',
  publications: 'text',
  selected: 'text',
  copyBibtex: 'text',
  copied: 'text',
  copyFailed: 'text',
  showFewerAuthors: 'text',
  showAllAuthors: [12],
  preprint: 'text',
  phdThesis: 'text',
  mastersThesis: 'text',
  paperLink: 'text',
  codeLink: 'text',
  slidesLink: 'text',
  posterLink: 'text',
  videoLink: 'text',
  websiteLink: 'text',
  blogTitle: 'text',
  backToHome: 'text',
  comingSoon: 'text',
  postsDescription: ['Avery Quinn', 'machine learning'],
  comingSoonDescription: ['Avery Quinn', 'machine learning'],
  firstPostsOnTheirWay: 'text',
  posts: 'text',
  tags: 'text',
  readingTime: [5],
  draft: 'text',
  backToPosts: 'text',
  postComingSoonTitle: 'text',
  postBeingWritten: ['my-first-post', 'machine learning'],
  loadError: 'text',
  loadErrorText: 'text',
  reload: 'text',
  sectionLink: ['Results'],
  showCode: 'text',
  outputCut: [260],
  postsTagged: ['machine learning'],
  postsTaggedDescription: ['Avery Quinn', 'machine learning', 3],
  contents: 'text',
  previousPost: 'text',
  nextPost: 'text',
  postLinkName: ['Previous post', 'Why attention divides by √dₖ'],
  morePosts: 'text',
  backToProjects: 'text',
  projectBy: ['Tram Stop Counter', 'Avery Quinn'],
  projectPicture: ['Tram Stop Counter'],
  unexpectedError: 'text',
  notFound: 'text',
  backHome: 'text',
  resumeOf: ['Avery Quinn'],
};

const SEARCH_SAMPLES: Samples<SearchTexts> = {
  search: 'text',
  field: 'text',
  loading: 'text',
  failed: 'text',
  browsePosts: 'text',
  results: [3],
  noResults: ['attention'],
};

const BLOG_PAGES_SAMPLES: Samples<BlogPagesTexts> = {
  pages: 'text',
  newerPosts: 'text',
  olderPosts: 'text',
  pageOf: [2, 5],
  allPosts: 'text',
};

const RESUME_SECTION_SAMPLES: Samples<ResumeSectionTexts> = {
  education: 'text',
  degreeIn: ['Master of Science', 'Robotics'],
  courses: 'text',
  certificates: 'text',
  awards: 'text',
  spokenLanguages: 'text',
  talks: 'text',
  teaching: 'text',
  news: 'text',
  allNews: 'text',
  allTalks: 'text',
  materials: 'text',
  citedBy: [41],
};

/** The names of the site's texts, in the order of site-texts.ts. */
export const SITE_TEXT_KEYS = Object.keys(SAMPLES) as (keyof SiteTexts)[];
/** The names of the search's texts, in the order of site-texts.ts. */
export const SEARCH_TEXT_KEYS = Object.keys(SEARCH_SAMPLES) as (keyof SearchTexts)[];
/** The names of the texts of the navigation between a list's pages, in the order of site-texts.ts. */
export const BLOG_PAGES_TEXT_KEYS = Object.keys(BLOG_PAGES_SAMPLES) as (keyof BlogPagesTexts)[];
/** The names of the texts of the résumé's optional sections, in the order of site-texts.ts. */
export const RESUME_SECTION_TEXT_KEYS = Object.keys(RESUME_SECTION_SAMPLES) as (keyof ResumeSectionTexts)[];

/** A catalogue's texts as its module exports them: the site's (its default export) and the search's (`search`). */
export interface CatalogueTexts {
  default: SiteTexts;
  search: SearchTexts;
  blogPages: BlogPagesTexts;
  resumeSections: ResumeSectionTexts;
}

/** What a catalogue must hold beyond its site's texts: what the site shows. */
export interface NeededTexts {
  /** The search's texts (a site with search). */
  search?: boolean;
  /** The texts of the navigation between a list's pages (a site whose blog has more than one page). */
  blogPages?: boolean;
  /** The texts of the résumé's optional sections the owner's content has (resume-section-texts.ts); by default none. */
  resumeSections?: readonly (keyof ResumeSectionTexts)[];
}

/** Each group of texts a catalogue exports: where, how it is written, and how a message names one of its texts. */
const GROUPS = [
  {
    exported: 'default',
    samples: SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: (type: string) => `export its texts as its default: export default { … } satisfies ${type}`,
    name: (key: string) => key,
    needed: (): readonly string[] => SITE_TEXT_KEYS,
  },
  {
    exported: 'search',
    samples: SEARCH_SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: (type: string) =>
      `export the search's texts as search: export const search = { … } satisfies ${type.replace('SiteTexts', 'SearchTexts')}`,
    name: (key: string) => `search.${key}`,
    // a site without search shows none of its texts: a catalogue of the owner's may leave them out
    needed: ({ search = true }: NeededTexts): readonly string[] => (search ? SEARCH_TEXT_KEYS : []),
  },
  {
    exported: 'blogPages',
    samples: BLOG_PAGES_SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: (type: string) =>
      `export the texts of the blog's pages as blogPages: export const blogPages = { … } satisfies ${type.replace('SiteTexts', 'BlogPagesTexts')}`,
    name: (key: string) => `blogPages.${key}`,
    // a blog of one page shows none of them: a catalogue of the owner's need not have them until it grows longer
    needed: ({ blogPages = false }: NeededTexts): readonly string[] => (blogPages ? BLOG_PAGES_TEXT_KEYS : []),
  },
  {
    exported: 'resumeSections',
    samples: RESUME_SECTION_SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: (type: string) =>
      `export the résumé sections' texts as resumeSections: export const resumeSections = { … } satisfies ${type.replace('SiteTexts', 'ResumeSectionTexts')}`,
    name: (key: string) => `resumeSections.${key}`,
    // only those of the sections the content has: an owner's catalogue need not name what the site never shows
    needed: ({ resumeSections = [] }: NeededTexts): readonly string[] => resumeSections,
  },
] as const;

/**
 * Texts of older releases the site no longer reads, which an owner's catalogue may still hold: a
 * citation's words, which come from the CSL locale of the language since (`npm run upgrade` removes
 * them). They are no problem.
 */
export const RETIRED_TEXTS: readonly string[] = ['comma', 'and', 'etAl', 'volume', 'pageRange', 'page'];

const call = (key: string, args: readonly unknown[]) => `${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;

/** How a text reads in the reference catalogue, to show what a missing one says. */
function example(name: string, value: unknown, samples: 'text' | readonly unknown[]): string {
  if (samples === 'text') return `a text; in English: ${JSON.stringify(value)}`;
  const said = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(...samples) : undefined;
  return `a function; in English, ${call(name, samples)} is ${JSON.stringify(said)}`;
}

/** Whether two tags count alike: the same language, script and region, whatever their extensions ("ar-u-nu-latn"). */
function sameLanguage(a: string, b: string): boolean {
  try {
    return new Intl.Locale(a).baseName === new Intl.Locale(b).baseName;
  } catch {
    return false;
  }
}

/**
 * The problems of a catalogue (`module`, the file's module as it was loaded) of the language `tag`, each naming
 * `file` and the text: its site's texts not its default export, or its search's not its `search` (on a site with
 * search), a text missing (when the catalogue must be `complete`: an owner's for a language the template ships gives
 * only the texts it changes), unknown (with the name it likely misspells), empty, not of its kind, a function that
 * fails or gives no words, or a text that counts by another language's rules (plural('en', …) left in a copy of
 * en.ts). `reference` (the English catalogue) shows what a missing text says. The needed texts beyond the site's:
 * `search: false`, a site without search, whose catalogues need not hold the search's texts; `blogPages`, a site whose
 * blog has more than one page; `resumeSections`, those of the résumé's optional sections the content has. A group none of whose texts is needed is not read.
 */
export function siteTextsProblems(
  module: Record<string, unknown>,
  file: string,
  reference: CatalogueTexts,
  { complete = true, tag, ...needs }: { complete?: boolean; tag?: string } & NeededTexts = {},
): string[] {
  const problems: string[] = [];
  const type = complete ? 'SiteTexts' : 'Partial<SiteTexts>';
  for (const { exported, samples, written, name, needed: neededOf } of GROUPS) {
    const needed = neededOf(needs);
    if (needed.length === 0) continue;
    const texts = module[exported];
    if (texts === undefined && !complete) continue;
    if (typeof texts !== 'object' || texts === null) {
      problems.push(
        `${file}: must ${written(type)} (${complete ? 'a copy of src/shared/i18n/texts/en.ts, translated' : 'the texts you change'})`,
      );
      continue;
    }
    const given = texts as Record<string, unknown>;
    const english = reference[exported] as unknown as Record<string, unknown>;
    const keys = Object.keys(samples);
    for (const key of keys) {
      const value = given[key];
      const sample = samples[key] ?? 'text';
      const shown = example(name(key), english[key], sample);
      if (value === undefined) {
        if (complete && needed.includes(key)) problems.push(`${file}: missing text "${name(key)}" (${shown})`);
        else if (key in given)
          problems.push(`${file}, text "${name(key)}": is undefined; leave it out to keep the template's text`);
      } else if (sample === 'text') {
        if (typeof value !== 'string' || value.trim() === '')
          problems.push(`${file}, text "${name(key)}": must be a text, not empty (${shown})`);
      } else if (typeof value !== 'function') {
        problems.push(`${file}, text "${name(key)}": must be a function (${shown})`);
      } else {
        const counts = (value as { language?: unknown }).language;
        if (tag && typeof counts === 'string' && !sameLanguage(counts, tag))
          problems.push(
            `${file}, text "${name(key)}": counts by the rules of "${counts}" (plural('${counts}', …)), not of this language: write plural('${tag}', …)`,
          );
        try {
          const said: unknown = (value as (...args: unknown[]) => unknown)(...sample);
          if (typeof said !== 'string' || said.trim() === '')
            problems.push(
              `${file}, text "${name(key)}": ${call(name(key), sample)} gives ${JSON.stringify(said)}, not words`,
            );
        } catch (error) {
          problems.push(
            `${file}, text "${name(key)}": ${call(name(key), sample)} fails: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    for (const key of Object.keys(given)) {
      if (key in samples || (exported === 'default' && RETIRED_TEXTS.includes(key))) continue;
      const meant = nearestName(key, keys);
      problems.push(
        `${file}: unknown text "${name(key)}"${meant ? `: did you mean "${name(meant)}"?` : ' (the texts are listed in src/shared/i18n/site-texts.ts)'}`,
      );
    }
  }
  return problems;
}
