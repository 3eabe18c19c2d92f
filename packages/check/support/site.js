// The site under test, for the browser tests to derive what they expect from: its content as the
// owner wrote it, its languages and their texts, where it lives and the path it is served under
// (lib/site-under-test.js reads them from the site). What the spec fixes (which headings, the menu's
// order) is written here from the spec, in the words of the site's default language.
import { siteUnderTest } from '../lib/site-under-test.js';
import { projectCard, timelineCard } from './card-entries.js';
import { textsOf } from './fact-texts.js';

/**
 * @typedef {import('../../../src/shared/content/translation.ts').ContentTranslation} ContentTranslation
 * @typedef {import('./fact-texts.js').SiteTexts} SiteTexts
 * @typedef {import('./fact-texts.js').ResumeSectionTexts} ResumeSectionTexts
 */

export const facts = siteUnderTest();

export const { profile, site, projects, technologies } = facts.content;

/** The owner's degrees (education.ts: none without the file). */
export const { education } = facts.content;

/** The owner's talks, courses taught and news (talks.ts, teaching.ts, news.ts: none without the file). */
export const { talks, teaching, news } = facts.content;
/** How many news items and talks the home page shows; the rest are on their pages (/news, /talks). */
export const { onHome } = facts;
const { experience, research } = facts.content;

/** The owner's publications.bib, newest first, as the build reads it; none without the file. */
export const { publications } = facts;

/** The published posts, newest first: their file (from the site's folder), slug, language and reading time. */
export const { posts } = facts;

/** The owner's slots (content/slots/): the component slots they have, head.ts's elements, styles.css's text (or null). */
export const { slots } = facts;

/**
 * A path of the site under the path it is served under: at('/blog') → "/portfolio/blog" for a site built for
 * /portfolio/, "/blog" at the root of its domain.
 * @param {string} path
 */
export const at = (path) => `${facts.base}${path.replace(/^\/+/, '')}`;

/**
 * The absolute address of a path of the site, as its pages name it (their canonical links, the sitemap): the
 * origin of site.ts's url, and the path under the base path.
 * @param {string} path
 */
export const pageUrl = (path) => new URL(at(path), new URL(facts.url).origin).href;

/**
 * The site's languages, the default first: its tag, its pages' folder ("" for the default), its direction, its
 * translation files as written, its texts, and those of the résumé's sections the content has (none without them).
 */
export const languages = facts.languages.map(({ tag, prefix, dir, translation, texts, resumeSectionTexts }) => ({
  tag,
  prefix,
  dir,
  translation: /** @type {Partial<ContentTranslation>} */ (translation),
  texts: textsOf(texts),
  resumeSectionTexts: /** @type {Partial<ResumeSectionTexts>} */ (/** @type {unknown} */ (textsOf(resumeSectionTexts))),
}));

/** The default language's texts: those of the pages at the site's root. */
export const texts = /** @type {(typeof languages)[number]} */ (languages[0]).texts;

/**
 * A path in a language's folder: inLanguage('de', '/blog') → "/de/blog", inLanguage('', '/blog') → "/blog".
 * @param {string} prefix
 * @param {string} path
 */
export const inLanguage = (prefix, path) => (prefix ? `/${prefix}${path === '/' ? '' : path}` : path);

/** The home page's card sections in the spec's order, with their headings and the dialog's, and their entries. */
export const allCardSections = [
  {
    id: 'experience',
    heading: texts.experience,
    modalHeading: texts.experienceDetails,
    entries: experience.map(timelineCard),
  },
  { id: 'research', heading: texts.research, modalHeading: texts.researchDetails, entries: research.map(timelineCard) },
  { id: 'projects', heading: texts.projects, modalHeading: texts.projectDetails, entries: projects.map(projectCard) },
];

/** The card sections this content shows: a list with no entries is no section. */
export const cardSections = allCardSections.filter((section) => section.entries.length > 0);

/** The heading of an optional section in the default language, as its catalogue words it. */
const sectionHeading = (/** @type {'education' | 'news' | 'talks' | 'teaching'} */ id) =>
  languages[0]?.resumeSectionTexts[id] ?? `the ${id} section`;

/**
 * The home page's section headings (level 2), in the spec's order, for the sections this content has (News first;
 * Education, then Publications, Talks and Teaching, after Research Experience).
 */
export const homeHeadings = [
  ...(news.length > 0 ? [sectionHeading('news')] : []),
  ...cardSections.filter((section) => section.id !== 'projects').map((section) => section.heading),
  ...(education.length > 0 ? [sectionHeading('education')] : []),
  ...(publications.length > 0 ? [texts.publications] : []),
  ...(talks.length > 0 ? [sectionHeading('talks')] : []),
  ...(teaching.length > 0 ? [sectionHeading('teaching')] : []),
  ...cardSections.filter((section) => section.id === 'projects').map((section) => section.heading),
  ...(technologies.length > 0 ? [texts.technologies] : []),
  ...(profile.email ? [texts.getInTouch] : []),
];

/**
 * The first card of any section whose entry matches, with its section: for a behaviour that needs such a card.
 * @param {(entry: import('./card-entries.js').CardEntry) => boolean} matches
 */
export function findCard(matches) {
  for (const section of cardSections) {
    const index = section.entries.findIndex(matches);
    if (index >= 0)
      return { section, index, entry: /** @type {import('./card-entries.js').CardEntry} */ (section.entries[index]) };
  }
  return undefined;
}

/**
 * The letters a picture's placeholder shows for a name: the first letter of each of its first two words.
 * @param {string} name
 */
export const initials = (name) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');

/** The external profiles the owner has, in the order of the networks' declaration, then their other links. */
export const profileLinks = [
  ...facts.networks.flatMap(
    ({ field }) => /** @type {Record<string, string | undefined>} */ (profile.links ?? {})[field] ?? [],
  ),
  ...(profile.links?.other ?? []).map(({ url }) => url),
];

/** The networks the template knows (their field, label and icon's symbol id) and the UI icons' ids. */
export const { networks, icons } = facts;

/**
 * Text as it appears in HTML source (React escapes these characters).
 * @param {string} text
 */
export const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[
        c
      ] ?? c,
  );
