import type { SearchTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { nearestName } from '../content/nearest-name.ts';

// A catalogue of the site's texts is checked when the site is built, whoever wrote it: the typecheck
// finds a missing or misspelt text too, but an owner may never run it, and a text left out would
// otherwise show as nothing (a button with an icon and no words) or stop the prerender with a stack
// trace (a function called that is not there).

/** Each text of a group: "text", or the arguments a function of the catalogue is tried with. */
type Samples<T> = { readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? A : 'text' };

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
  close: 'text',
  publications: 'text',
  selected: 'text',
  copyBibtex: 'text',
  copied: 'text',
  copyFailed: 'text',
  showFewerAuthors: 'text',
  showAllAuthors: [12],
  comma: 'text',
  and: 'text',
  etAl: 'text',
  preprint: 'text',
  phdThesis: 'text',
  mastersThesis: 'text',
  volume: ['16'],
  pageRange: ['987–1001'],
  page: ['42'],
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

/** The names of the site's texts, in the order of site-texts.ts. */
export const SITE_TEXT_KEYS = Object.keys(SAMPLES) as (keyof SiteTexts)[];
/** The names of the search's texts, in the order of site-texts.ts. */
export const SEARCH_TEXT_KEYS = Object.keys(SEARCH_SAMPLES) as (keyof SearchTexts)[];

/** A catalogue's texts as its module exports them: the site's (its default export) and the search's (`search`). */
export interface CatalogueTexts {
  default: SiteTexts;
  search: SearchTexts;
}

/** Each group of texts a catalogue exports: where, how it is written, and how a message names one of its texts. */
const GROUPS = [
  {
    exported: 'default',
    samples: SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: 'export its texts as its default: export default { … } satisfies SiteTexts',
    name: (key: string) => key,
  },
  {
    exported: 'search',
    samples: SEARCH_SAMPLES as Readonly<Record<string, 'text' | readonly unknown[]>>,
    written: "export the search's texts as search: export const search = { … } satisfies SearchTexts",
    name: (key: string) => `search.${key}`,
  },
] as const;

const call = (key: string, args: readonly unknown[]) => `${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;

/** How a text reads in the reference catalogue, to show what a missing one says. */
function example(name: string, value: unknown, samples: 'text' | readonly unknown[]): string {
  if (samples === 'text') return `a text; in English: ${JSON.stringify(value)}`;
  const said = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(...samples) : undefined;
  return `a function; in English, ${call(name, samples)} is ${JSON.stringify(said)}`;
}

/**
 * The problems of a catalogue (`module`, the file's module as it was loaded), each naming `file` and
 * the text: its site's texts not its default export or its search's texts not its `search`, a text
 * missing, unknown (with the name it likely misspells), empty, not of its kind, or a function that
 * fails or gives no words. `reference` (the English catalogue) shows what a missing text says.
 * `search: false`: a site without search, whose catalogue need not hold the search's texts.
 */
export function siteTextsProblems(
  module: Record<string, unknown>,
  file: string,
  reference: CatalogueTexts,
  { search = true }: { search?: boolean } = {},
): string[] {
  const problems: string[] = [];
  for (const { exported, samples, written, name } of GROUPS) {
    // a site without search shows none of its texts: a catalogue of the owner's may leave them out
    if (exported === 'search' && !search) continue;
    const texts = module[exported];
    if (typeof texts !== 'object' || texts === null) {
      problems.push(`${file}: must ${written} (a copy of src/shared/i18n/texts/en.ts, translated)`);
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
        problems.push(`${file}: missing text "${name(key)}" (${shown})`);
      } else if (sample === 'text') {
        if (typeof value !== 'string' || value.trim() === '')
          problems.push(`${file}, text "${name(key)}": must be a text, not empty (${shown})`);
      } else if (typeof value !== 'function') {
        problems.push(`${file}, text "${name(key)}": must be a function (${shown})`);
      } else {
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
      if (key in samples) continue;
      const meant = nearestName(key, keys);
      problems.push(
        `${file}: unknown text "${name(key)}"${meant ? `: did you mean "${name(meant)}"?` : ' (the texts are listed in src/shared/i18n/site-texts.ts)'}`,
      );
    }
  }
  return problems;
}
