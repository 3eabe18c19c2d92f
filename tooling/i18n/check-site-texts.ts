import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { nearestName } from '../content/nearest-name.ts';

// A catalogue of the site's texts is checked when the site is built, whoever wrote it: the typecheck
// finds a missing or misspelt text too, but an owner may never run it, and a text left out would
// otherwise show as nothing (a button with an icon and no words) or stop the prerender with a stack
// trace (a function called that is not there).

/** Each text of SiteTexts: "text", or the arguments a function of the catalogue is tried with. */
type Samples = { readonly [K in keyof SiteTexts]: SiteTexts[K] extends (...args: infer A) => string ? A : 'text' };

const SAMPLES: Samples = {
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

/** The names of the site's texts, in the order of site-texts.ts. */
export const SITE_TEXT_KEYS = Object.keys(SAMPLES) as (keyof SiteTexts)[];

/**
 * Texts of older releases the site no longer reads, which an owner's catalogue may still hold: a
 * citation's words, which come from the CSL locale of the language since (`npm run upgrade` removes
 * them). They are no problem.
 */
export const RETIRED_TEXTS: readonly string[] = ['comma', 'and', 'etAl', 'volume', 'pageRange', 'page'];

const call = (key: string, args: readonly unknown[]) => `${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;

/** How a text reads in the reference catalogue, to show what a missing one says. */
function example(key: keyof SiteTexts, reference: SiteTexts): string {
  const value: unknown = reference[key];
  const samples = SAMPLES[key];
  if (samples === 'text') return `a text; in English: ${JSON.stringify(value)}`;
  const said = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(...samples) : undefined;
  return `a function; in English, ${call(key, samples)} is ${JSON.stringify(said)}`;
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
 * `file` and the text: no default export, a text missing (when the catalogue must be `complete`: an owner's for a
 * language the template ships gives only the texts it changes), unknown (with the name it likely misspells), empty,
 * not of its kind, a function that fails or gives no words, or a text that counts by another language's rules
 * (plural('en', …) left in a copy of en.ts). `reference` (the English catalogue) shows what a missing text says.
 */
export function siteTextsProblems(
  module: Record<string, unknown>,
  file: string,
  reference: SiteTexts,
  { complete = true, tag }: { complete?: boolean; tag?: string } = {},
): string[] {
  const texts = module.default;
  if (typeof texts !== 'object' || texts === null) {
    const type = complete ? 'SiteTexts' : 'Partial<SiteTexts>';
    return [
      `${file}: must export its texts as its default: export default { … } satisfies ${type} (${complete ? 'a copy of src/shared/i18n/texts/en.ts, translated' : 'the texts you change'})`,
    ];
  }
  const given = texts as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of SITE_TEXT_KEYS) {
    const value = given[key];
    const samples = SAMPLES[key];
    if (value === undefined) {
      if (complete) problems.push(`${file}: missing text "${key}" (${example(key, reference)})`);
      else if (key in given)
        problems.push(`${file}, text "${key}": is undefined; leave it out to keep the template's text`);
    } else if (samples === 'text') {
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${file}, text "${key}": must be a text, not empty (${example(key, reference)})`);
    } else if (typeof value !== 'function') {
      problems.push(`${file}, text "${key}": must be a function (${example(key, reference)})`);
    } else {
      const counts = (value as { language?: unknown }).language;
      if (tag && typeof counts === 'string' && !sameLanguage(counts, tag))
        problems.push(
          `${file}, text "${key}": counts by the rules of "${counts}" (plural('${counts}', …)), not of this language: write plural('${tag}', …)`,
        );
      try {
        const said: unknown = (value as (...args: unknown[]) => unknown)(...samples);
        if (typeof said !== 'string' || said.trim() === '')
          problems.push(`${file}, text "${key}": ${call(key, samples)} gives ${JSON.stringify(said)}, not words`);
      } catch (error) {
        problems.push(
          `${file}, text "${key}": ${call(key, samples)} fails: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  for (const key of Object.keys(given)) {
    if (key in SAMPLES || RETIRED_TEXTS.includes(key)) continue;
    const meant = nearestName(key, SITE_TEXT_KEYS);
    problems.push(
      `${file}: unknown text "${key}"${meant ? `: did you mean "${meant}"?` : ' (the texts are listed in src/shared/i18n/site-texts.ts)'}`,
    );
  }
  return problems;
}
