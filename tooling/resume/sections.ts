import type { Course, Talk, Technology, TimelineEntry } from '../../src/shared/content/schema';
import { type HomeSectionId, homeSections } from '../../src/shared/home-sections.ts';
import { entryLabel } from '../content/entry-label.ts';
import { PUBLICATIONS_FILE } from '../publications/read-publications.ts';
import { publicationDate } from '../../src/shared/content/publication-reference.ts';
import { authorsText } from '../publications/citation-writer.ts';
import { type AuthorRun, authorRuns, citationLink, venueText } from './citation.ts';
import { type IsoDate, type JsonResumeLists, type JsonResumeWork, SITE_FIELDS } from './json-resume-types.ts';
import { periodDates } from './period.ts';
import { type ResumeContent, shortUrl } from './resume-content.ts';

/** One entry as the PDF lays it out. */
export interface ResumeEntry {
  /** Where it is written, for messages: 'src/content/projects.ts, entry 2 ("Ledger")'. */
  source: string;
  title: string;
  /** The line under the title: the company, or the project's address. */
  subtitle?: string;
  /** When set, the subtitle links to it. */
  subtitleUrl?: string;
  /** Beside the subtitle, at the right margin. */
  period?: string;
  bullets: readonly string[];
  /** A labelled run of short items under the bullets: an education's courses. */
  list?: { label: string; items: readonly string[] };
}

/** A short item of a run-in list ("Python · PyTorch · …"). */
interface ResumeItem {
  source: string;
  text: string;
}

/** A publication as a compact citation: title and year, authors, venue and one link. */
export interface ResumeCitation {
  /** Where it is written, for messages: 'src/content/publications.bib, entry "quinn2024sparse"'. */
  source: string;
  title: string;
  /** At the right margin, beside the title: the year, and whether the owner marked the paper as selected. */
  date: string;
  authors: readonly AuthorRun[];
  venue?: string;
  link?: { href: string; text: string };
}

/** A section of entries, of citations, or a run-in list of items from one file (`source`). */
export type ResumeSection = { heading: string } & (
  | { entries: readonly ResumeEntry[] }
  | { citations: readonly ResumeCitation[] }
  | { source: string; items: readonly ResumeItem[] }
);

/**
 * What one section adds: its part of the PDF (none when the site shows no such section) and its lists in resume.json.
 */
interface SectionPart {
  section?: ResumeSection;
  json: JsonResumeLists;
}

type SectionBuilder = (content: ResumeContent) => SectionPart;

const source = (content: ResumeContent, file: string, entry: unknown, index: number) =>
  `${content.label}/${file}, ${entryLabel(entry, index)}`;

const timelineEntry =
  (content: ResumeContent, file: string) =>
  (entry: TimelineEntry, index: number): ResumeEntry => ({
    source: source(content, file, entry, index),
    title: entry.role,
    subtitle: entry.company,
    period: entry.period,
    bullets: entry.description,
  });

/** The ISO date of a date written for people ("Mar 2023"); none for one written otherwise. */
function isoDateOf(written: string | undefined): { date?: IsoDate } {
  const date = written === undefined ? undefined : periodDates(written).startDate;
  return date === undefined ? {} : { date };
}

const work =
  (content: ResumeContent, section: 'experience' | 'research') =>
  (entry: TimelineEntry, index: number): JsonResumeWork => ({
    name: entry.company,
    position: entry.role,
    ...periodDates(content.datedPeriods?.[section][index] ?? entry.period),
    highlights: [...entry.description],
    [SITE_FIELDS]: {
      section,
      period: entry.period,
      ...(entry.image && { image: entry.image }),
      ...(entry.initials && { initials: entry.initials }),
      technologies: [...entry.technologies],
    },
  });

/** Experience and research share a shape; in resume.json both are work (research positions are jobs). */
const timeline =
  (section: 'experience' | 'research'): SectionBuilder =>
  (content) => {
    const list = content[section];
    if (list.length === 0) return { json: {} };
    return {
      section: { heading: content.texts[section], entries: list.map(timelineEntry(content, `${section}.ts`)) },
      json: { work: list.map(work(content, section)) },
    };
  };

/** Education after Research Experience, as on the home page: each degree with its institution, result, lines and courses. */
const education: SectionBuilder = (content) => {
  const list = content.education ?? [];
  const { texts } = content;
  if (list.length === 0) return { json: {} };
  const entries = list.map((entry, index): ResumeEntry => ({
    source: source(content, 'education.ts', entry, index),
    title: entry.area && texts.degreeIn ? texts.degreeIn(entry.degree, entry.area) : entry.degree,
    subtitle: entry.institution,
    ...(entry.url && { subtitleUrl: entry.url }),
    period: entry.period,
    bullets: [...(entry.score ? [entry.score] : []), ...(entry.description ?? [])],
    ...(entry.courses && texts.courses && { list: { label: texts.courses, items: entry.courses } }),
  }));
  const json = list.map((entry, index) => ({
    institution: entry.institution,
    ...(entry.url && { url: entry.url }),
    ...(entry.area && { area: entry.area }),
    studyType: entry.degree,
    ...periodDates(content.datedPeriods?.education[index] ?? entry.period),
    ...(entry.score && { score: entry.score }),
    ...(entry.courses && { courses: [...entry.courses] }),
    [SITE_FIELDS]: { period: entry.period, ...(entry.description && { description: [...entry.description] }) },
  }));
  return {
    ...(texts.education && { section: { heading: texts.education, entries } }),
    json: { education: json },
  };
};

const projects: SectionBuilder = (content) => {
  const list = content.projects;
  if (list.length === 0) return { json: {} };
  const entries = list.map((project, index): ResumeEntry => ({
    source: source(content, 'projects.ts', project, index),
    title: project.title,
    ...(project.github && { subtitle: shortUrl(project.github), subtitleUrl: project.github }),
    bullets: project.description,
  }));
  const json = list.map((project) => ({
    name: project.title,
    ...(project.github && { url: project.github }),
    highlights: [...project.description],
    keywords: [...project.technologies],
    ...((project.image || project.initials || project.page) && {
      [SITE_FIELDS]: {
        ...(project.image && { image: project.image }),
        ...(project.initials && { initials: project.initials }),
        ...(project.page && { page: project.page }),
      },
    }),
  }));
  return { section: { heading: content.texts.projects, entries }, json: { projects: json } };
};

/**
 * Newest first, as on the home page, like every other section of a résumé; a selected paper is
 * marked rather than moved, so the list still reads as a timeline.
 */
const publications: SectionBuilder = (content) => {
  const list = content.publications;
  if (list.length === 0) return { json: {} };
  const citations = list.map((publication): ResumeCitation => {
    // where it appeared, then how often it is cited (citations.json's count, where site.ts turns them on)
    const count = content.citationCounts?.[publication.key];
    const cited = count && content.texts.citedBy?.(count.count);
    const venue = [venueText(publication, content.citations), cited].filter(Boolean).join(' · ');
    const link = citationLink(publication);
    return {
      source: `${content.label}/${PUBLICATIONS_FILE}, entry "${publication.key}"`,
      title: publication.title,
      date: publication.selected ? `${content.texts.selected} · ${publication.year}` : String(publication.year),
      authors: authorRuns(publication, content.citations, { shorten: true }),
      ...(venue && { venue }),
      ...(link && { link }),
    };
  });
  const json = list.map((publication) => {
    const link = citationLink(publication);
    const authors = authorsText(content.citations.authors(publication, { shortened: false, hiddenEnd: 'etAl' }));
    const publisher = content.citations.venueName(publication, { linked: true });
    return {
      name: publication.title,
      ...(publisher && { publisher }),
      releaseDate: publicationDate(publication),
      ...(link && { url: link.href }),
      // JSON Resume has no field for the authors: the summary names them, as a reference list would
      ...(authors && { summary: authors }),
      [SITE_FIELDS]: { bibtex: publication.bibtex, links: publication.links, selected: publication.selected },
    };
  });
  return { section: { heading: content.texts.publications, citations }, json: { publications: json } };
};

/** A technology as the résumé names it: with what of it the owner uses, "Python (NumPy, asyncio)". */
const technologyText = ({ name, keywords }: Technology) =>
  keywords && keywords.length > 0 ? `${name} (${keywords.join(', ')})` : name;

const technologies: SectionBuilder = (content) => {
  const list = content.technologies;
  if (list.length === 0) return { json: {} };
  const items = list.map((technology, index) => ({
    source: source(content, 'technologies.ts', technology, index),
    text: technologyText(technology),
  }));
  return {
    section: { heading: content.texts.technologies, source: `${content.label}/technologies.ts`, items },
    json: {
      skills: list.map(({ name, icon, keywords }) => ({
        name,
        ...(keywords && { keywords: [...keywords] }),
        [SITE_FIELDS]: { icon },
      })),
    },
  };
};

const certificates: SectionBuilder = (content) => {
  const list = content.certificates ?? [];
  const heading = content.texts.certificates;
  if (list.length === 0) return { json: {} };
  const entries = list.map((certificate, index): ResumeEntry => ({
    source: source(content, 'certificates.ts', certificate, index),
    title: certificate.name,
    // the issuer, linked to where the certificate can be checked
    ...((certificate.issuer ?? certificate.url) && {
      subtitle: certificate.issuer ?? shortUrl(certificate.url ?? ''),
    }),
    ...(certificate.url && { subtitleUrl: certificate.url }),
    ...(certificate.date && { period: certificate.date }),
    bullets: [],
  }));
  const json = list.map((certificate, index) => ({
    name: certificate.name,
    ...isoDateOf(content.datedPeriods?.certificates[index] ?? certificate.date),
    ...(certificate.issuer && { issuer: certificate.issuer }),
    ...(certificate.url && { url: certificate.url }),
    ...(certificate.date && { [SITE_FIELDS]: { date: certificate.date } }),
  }));
  return { ...(heading && { section: { heading, entries } }), json: { certificates: json } };
};

const awards: SectionBuilder = (content) => {
  const list = content.awards ?? [];
  const heading = content.texts.awards;
  if (list.length === 0) return { json: {} };
  const entries = list.map((award, index): ResumeEntry => ({
    source: source(content, 'awards.ts', award, index),
    title: award.title,
    ...(award.awarder && { subtitle: award.awarder }),
    ...(award.date && { period: award.date }),
    bullets: award.summary ? [award.summary] : [],
  }));
  const json = list.map((award, index) => ({
    title: award.title,
    ...isoDateOf(content.datedPeriods?.awards[index] ?? award.date),
    ...(award.awarder && { awarder: award.awarder }),
    ...(award.summary && { summary: award.summary }),
    ...(award.date && { [SITE_FIELDS]: { date: award.date } }),
  }));
  return { ...(heading && { section: { heading, entries } }), json: { awards: json } };
};

/**
 * The talks given, after Publications as on the home page: each with its event and place (linked to its page), its
 * date and summary. JSON Resume has no list of talks: resume.json has none.
 */
const talks: SectionBuilder = (content) => {
  const list = content.talks ?? [];
  const heading = content.texts.talks;
  if (list.length === 0 || !heading) return { json: {} };
  const entries = list.map((talk: Talk, index): ResumeEntry => ({
    source: source(content, 'talks.ts', talk, index),
    title: talk.title,
    subtitle: talk.location ? `${talk.event}, ${talk.location}` : talk.event,
    ...(talk.url && { subtitleUrl: talk.url }),
    period: talk.date,
    bullets: talk.summary ? [talk.summary] : [],
  }));
  return { section: { heading, entries }, json: {} };
};

/**
 * The courses taught, after Talks: each with the owner's part and the institution (linked to the course's page), its
 * terms and summary. JSON Resume has no list of courses taught: resume.json has none.
 */
const teaching: SectionBuilder = (content) => {
  const list = content.teaching ?? [];
  const heading = content.texts.teaching;
  if (list.length === 0 || !heading) return { json: {} };
  const entries = list.map((course: Course, index): ResumeEntry => ({
    source: source(content, 'teaching.ts', course, index),
    title: course.course,
    subtitle: course.role ? `${course.role}, ${course.institution}` : course.institution,
    ...(course.url && { subtitleUrl: course.url }),
    period: course.period,
    bullets: course.summary ? [course.summary] : [],
  }));
  return { section: { heading, entries }, json: {} };
};

/** The languages the owner speaks, each with how well: "Japanese (Native)". */
const spokenLanguages: SectionBuilder = (content) => {
  const list = content.profile.spokenLanguages ?? [];
  const heading = content.texts.spokenLanguages;
  if (list.length === 0) return { json: {} };
  const file = `${content.label}/profile.ts`;
  const items = list.map(({ language, fluency }, index) => ({
    source: `${file}, profile, field "spokenLanguages.${index}"`,
    text: fluency ? `${language} (${fluency})` : language,
  }));
  const json = list.map(({ language, fluency }) => ({ language, ...(fluency && { fluency }) }));
  return { ...(heading && { section: { heading, source: file, items } }), json: { languages: json } };
};

/**
 * The builder of each of the home page's sections, with its heading; the contact section has none,
 * the email being in the résumé's header, nor the news, which a CV does not list. Each reads its part of the content; a list that is empty
 * on the site is absent from the résumé too.
 */
const builders: Record<Exclude<HomeSectionId, 'news' | 'contact'>, SectionBuilder> = {
  experience: timeline('experience'),
  research: timeline('research'),
  publications,
  talks,
  teaching,
  projects,
  technologies,
};

/**
 * The résumé's sections, in the home page's order, Education after Research Experience as the page
 * shows it; then what only the résumé shows: certificates, awards and the languages spoken.
 */
export const sectionBuilders: readonly SectionBuilder[] = [
  ...homeSections.flatMap((id) => {
    if (id === 'news' || id === 'contact') return [];
    return id === 'research' ? [builders[id], education] : [builders[id]];
  }),
  certificates,
  awards,
  spokenLanguages,
];
