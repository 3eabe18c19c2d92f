import { networks } from '../../src/shared/content/networks.ts';
import {
  type Award,
  type Blog,
  type Certificate,
  type EducationEntry,
  NETWORK_ALIASES,
  type Profile,
  type Project,
  type Site,
  type Technology,
  type TimelineEntry,
} from '../../src/shared/content/schema.ts';
import { GENERATED_RESUME } from '../../src/shared/resume-file.ts';
import { SITE_FIELDS } from '../resume/json-resume-types.ts';
import type { JsonResumeInput } from './json-resume-input.ts';
import { periodText } from './period-text.ts';
import { publicationsBib } from './publications-bib.ts';
import { LeftOut } from './left-out.ts';
import { awardsOf, certificatesOf, educationOf, locationText, spokenLanguagesOf } from './resume-sections.ts';
import { technologyIcon } from './technology-icon-match.ts';

/** The content files an import writes, by name; absent where the résumé has nothing for the file. */
export interface ImportedContent {
  site?: Site;
  profile: Profile;
  experience: TimelineEntry[];
  research: TimelineEntry[];
  projects: Project[];
  technologies: Technology[];
  blog?: Blog;
  education?: EducationEntry[];
  certificates?: Certificate[];
  awards?: Award[];
  /** The text of publications.bib, when the résumé lists publications. */
  publicationsBib?: string;
}

export interface ImportResult {
  content: ImportedContent;
  /** What the owner still has to do, one line each. */
  todo: string[];
  /** What the import guessed, one line each. */
  notes: string[];
  /** Each field of the résumé the content has no place for, one line each, naming it and why. */
  leftOut: string[];
}

const RESEARCH = /\bresearch/i;
const list = (values: readonly (string | undefined)[] | undefined) =>
  (values ?? []).map((value) => value?.trim() ?? '').filter(Boolean);

/** The fields of each section of a JSON Resume that the content holds (the others are listed as left out). */
const PLACED = {
  basics: ['name', 'label', 'email', 'url', 'summary', 'image', 'profiles', 'location'],
  // keywords: JSON Resume's work has none, but some tools write them, as a job's technologies
  work: ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights', 'keywords'],
  volunteer: ['organization', 'position', 'startDate', 'endDate', 'summary', 'highlights'],
  projects: ['name', 'description', 'highlights', 'keywords', 'url'],
  skills: ['name', 'keywords'],
  education: ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses'],
  certificates: ['name', 'date', 'issuer', 'url'],
  awards: ['title', 'date', 'awarder', 'summary'],
  languages: ['language', 'fluency'],
  publications: ['name', 'publisher', 'releaseDate', 'url'],
} as const;

/** The sections of a JSON Resume that are no owner's content: the schema's address, the file's own metadata. */
const NOT_CONTENT = ['$schema', 'meta'];
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const letters = (name: string | undefined) => name?.toLowerCase().replace(/[^a-z]/g, '');

/** The site's network a profile belongs to, by its name: "LinkedIn", "linkedin", "Google Scholar", "Twitter" (X). */
function networkOf(profile: { network?: string }) {
  const named = letters(profile.network);
  return networks.find(
    ({ label, field }) => named === letters(label) || named === field || (named && NETWORK_ALIASES[named] === field),
  );
}

/**
 * The site's content from a JSON Resume (`source` names the file in what the import says). The
 * résumé this site's build writes carries the site's own fields beside JSON Resume's, and gives
 * back the content it was written from; any other résumé gives what maps, and says what does not.
 */
export function contentFromJsonResume(resume: JsonResumeInput, source: string): ImportResult {
  const todo: string[] = [];
  const notes: string[] = [];
  const leftOut = new LeftOut();
  const basics = resume.basics ?? {};
  leftOut.unplaced('basics', undefined, basics, PLACED.basics, 'the site has no place for it');
  const own = basics[SITE_FIELDS];
  const name = basics.name?.trim() || '';
  const jobTitle = basics.label?.trim() || '';
  if (!name) todo.push('profile.ts: write your name (the résumé has no basics.name)');
  if (!jobTitle) todo.push('profile.ts: write your job title (the résumé has no basics.label)');

  // every profile with an address: a network's field, or one of the owner's `other` links under its own name
  const links: NonNullable<Profile['links']> = {};
  const other: { name: string; url: string }[] = [];
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const network = networkOf(profile);
    const name = profile.network?.trim();
    if (!profile.url) leftOut.add(`basics.profiles[${index}]`, name ?? profile.username, 'it has no url');
    else if (network && !links[network.field]) links[network.field] = profile.url;
    else other.push({ name: name || profile.url, url: profile.url });
  }
  if (other.length > 0) links.other = other;

  const location = basics.location && locationText(basics.location, leftOut);
  const spokenLanguages = spokenLanguagesOf(resume, leftOut);
  // a photo only where the résumé has one: without, the home page shows the name's initials
  const photo = own?.photo;
  if (!photo && basics.image?.trim()) {
    const file = /[\w.-]+\.(?:jpe?g|png|webp|avif|svg)$/i.exec(basics.image.split(/[?#]/)[0] ?? '')?.[0] ?? 'photo.jpg';
    todo.push(
      `profile.ts: your résumé's photo is ${basics.image}: to show it instead of your initials, save it as images/${file} and add photo: '${file}' and photoAlt (what it shows)`,
    );
  } else if (!photo)
    notes.push(
      'profile.ts: no photo, so the home page shows your initials (put one in images/ and name it as photo, with photoAlt, to show it)',
    );
  const profile: Profile = {
    name,
    tagline: own?.tagline ?? jobTitle,
    jobTitle,
    welcome: basics.summary?.trim() || '',
    ...(photo && { photo, photoAlt: own?.photoAlt ?? `Photo of ${name}` }),
    ...(own?.logo && { logo: own.logo }),
    ...(basics.email && { email: basics.email }),
    ...(Object.keys(links).length > 0 && { links }),
    ...(own ? own.resume && { resume: own.resume } : { resume: GENERATED_RESUME }),
    ...(own?.resumePaper && { resumePaper: own.resumePaper }),
    ...(own?.alsoPublishedAs && { alsoPublishedAs: own.alsoPublishedAs }),
    ...(location && { location }),
    ...(spokenLanguages && { spokenLanguages }),
  } as Profile;
  if (!profile.logo)
    notes.push(
      'profile.ts: no logo, so the header, the icons and the link preview show your initials (put one in images/ and name it in logo to use it)',
    );
  if (!profile.welcome) todo.push('profile.ts: write a welcome paragraph (the résumé has no basics.summary)');

  const experience: TimelineEntry[] = [];
  const research: TimelineEntry[] = [];
  const undated: string[] = [];
  const timeline = [
    ...(resume.work ?? []).map((job, index) => {
      leftOut.unplaced(`work[${index}]`, job.name, job, PLACED.work, 'a card has no place for it');
      return { ...job, company: job.name, fields: job[SITE_FIELDS] };
    }),
    ...(resume.volunteer ?? []).map((role, index) => {
      leftOut.unplaced(`volunteer[${index}]`, role.organization, role, PLACED.volunteer, 'a card has no place for it');
      return { ...role, company: role.organization, fields: undefined, keywords: undefined };
    }),
  ];
  for (const job of timeline) {
    const role = job.position?.trim() ?? '';
    const company = job.company?.trim() ?? '';
    const period = job.fields?.period ?? periodText(job.startDate, job.endDate);
    if (!period) undated.push(`${role || company || 'an entry'}`);
    const entry: TimelineEntry = {
      period: period ?? '',
      ...(job.fields?.image && { image: job.fields.image }),
      ...(job.fields?.initials && { initials: job.fields.initials }),
      role,
      company,
      // what it was, then what came of it
      description: list([job.summary, ...(job.highlights ?? [])]),
      technologies: job.fields?.technologies ?? list(job.keywords),
    };
    const section = job.fields?.section ?? (RESEARCH.test(`${role} ${company}`) ? 'research' : 'experience');
    (section === 'research' ? research : experience).push(entry);
  }
  if (undated.length > 0)
    todo.push(`experience.ts, research.ts: write the period of ${undated.join(', ')} (no start date in the résumé)`);
  if (!resume.work?.some((job) => job[SITE_FIELDS]) && research.length > 0) {
    notes.push(
      `research.ts: ${plural(research.length, 'position')} whose role or organisation names research; the others are in experience.ts`,
    );
  }
  if (resume.volunteer?.length)
    notes.push(
      `experience.ts, research.ts: ${plural(resume.volunteer.length, 'volunteer role')} among your positions (the site has no volunteering section)`,
    );

  const { education, undated: undatedDegrees } = educationOf(resume);
  (resume.education ?? []).forEach((entry, index) =>
    leftOut.unplaced(`education[${index}]`, entry.institution, entry, PLACED.education, 'the site has no place for it'),
  );
  if (undatedDegrees.length > 0)
    todo.push(`education.ts: write the period of ${undatedDegrees.join(', ')} (no start date in the résumé)`);
  const certificates = certificatesOf(resume, leftOut);
  (resume.certificates ?? []).forEach((entry, index) =>
    leftOut.unplaced(`certificates[${index}]`, entry.name, entry, PLACED.certificates, 'the site has no place for it'),
  );
  const awards = awardsOf(resume, leftOut);
  (resume.awards ?? []).forEach((entry, index) =>
    leftOut.unplaced(`awards[${index}]`, entry.title, entry, PLACED.awards, 'the site has no place for it'),
  );
  (resume.languages ?? []).forEach((entry, index) =>
    leftOut.unplaced(`languages[${index}]`, entry.language, entry, PLACED.languages, 'the site has no place for it'),
  );

  const projects: Project[] = (resume.projects ?? []).map((project, index) => {
    const github = project.url && /^https?:\/\/(www\.)?github\.com\//.test(project.url) ? project.url : undefined;
    if (project.url && !github) leftOut.add(`projects[${index}].url`, project.url, 'a card links to GitHub only');
    leftOut.unplaced(`projects[${index}]`, project.name, project, PLACED.projects, 'a card has no place for it');
    return {
      title: project.name?.trim() ?? '',
      ...(project[SITE_FIELDS]?.image && { image: project[SITE_FIELDS].image }),
      ...(project[SITE_FIELDS]?.initials && { initials: project[SITE_FIELDS].initials }),
      // what it is, then what came of it
      description: list([project.description, project.summary, ...(project.highlights ?? [])]),
      technologies: list(project.keywords),
      ...(github && { github }),
      // the name of its story's page (the story itself, a file of the content folder, is not in the résumé)
      ...(project[SITE_FIELDS]?.page && { page: project[SITE_FIELDS].page }),
    };
  });

  const technologies = technologiesOf(resume, leftOut);

  const publications = resume.publications ?? [];
  // (an entry this site's build wrote carries its BibTeX whole: its summary is the authors, written from it)
  publications.forEach((entry, index) =>
    leftOut.unplaced(
      `publications[${index}]`,
      entry.name,
      entry,
      entry[SITE_FIELDS] ? Object.keys(entry) : PLACED.publications,
      'the site shows no summary of a paper',
    ),
  );
  (resume.interests ?? []).forEach((interest, index) =>
    leftOut.add(`interests[${index}]`, interest.name, 'the site has no place for interests'),
  );
  (resume.references ?? []).forEach((reference, index) =>
    leftOut.add(`references[${index}]`, reference.name, 'the site has no place for references'),
  );
  for (const [section, value] of Object.entries(resume))
    if (!NOT_CONTENT.includes(section) && !(section in PLACED) && !['interests', 'references'].includes(section))
      leftOut.unplaced('(the résumé)', undefined, { [section]: value }, [], 'the site has no place for it');
  const bib = publications.length > 0 ? publicationsBib(publications, name) : undefined;
  if (bib?.authorless)
    notes.push(
      `publications.bib: ${plural(bib.authorless, 'entry', 'entries')} with you as the only author (JSON Resume lists no authors): add your co-authors`,
    );

  const site: Site | undefined = own?.site ?? (basics.url ? { url: basics.url } : undefined);
  if (!site) todo.push("site.ts: write your site's address in url (the résumé has no basics.url)");
  if (!own)
    todo.push('blog.ts (optional): what your posts are about, for the blog page (a JSON Resume has no blog texts)');

  return {
    content: {
      ...(site && { site }),
      profile,
      experience,
      research,
      projects,
      technologies,
      ...(own?.blog && { blog: own.blog }),
      ...(education.length > 0 && { education }),
      ...(certificates.length > 0 && { certificates }),
      ...(awards.length > 0 && { awards }),
      ...(bib && { publicationsBib: bib.text }),
    },
    todo,
    notes: [
      `read ${source}: ${plural(experience.length, 'job')}, ${plural(research.length, 'research position')}, ${plural(education.length, 'degree')}, ${plural(projects.length, 'project')}, ${plural(technologies.length, 'technology', 'technologies')}, ${plural(publications.length, 'publication')}, ${plural(certificates.length, 'certificate')}, ${plural(awards.length, 'award')}`,
      ...notes,
    ],
    leftOut: leftOut.lines,
  };
}

/**
 * Each skill as a technology of its name, with its keywords as what of it the owner uses ("Python":
 * NumPy, asyncio), the icon named like it. A skill named like no icon is a group ("Machine
 * Learning"): its keywords named like an icon are technologies of their own; what is left is listed.
 */
function technologiesOf(resume: JsonResumeInput, leftOut: LeftOut): Technology[] {
  const technologies: Technology[] = [];
  const add = (technology: Technology) => {
    if (!technologies.some((known) => known.name === technology.name)) technologies.push(technology);
  };
  const noIcon =
    'no icon is named like it: add it to technologies.ts with an icon from https://react-icons.github.io/react-icons/';
  for (const [index, skill] of (resume.skills ?? []).entries()) {
    const name = skill.name?.trim() ?? '';
    const keywords = list(skill.keywords);
    const icon = skill[SITE_FIELDS]?.icon ?? technologyIcon(name);
    leftOut.unplaced(`skills[${index}]`, name, skill, PLACED.skills, 'the site does not rate skills');
    if (icon) {
      add({ name, icon, ...(keywords.length > 0 && { keywords }) } as Technology);
      continue;
    }
    if (keywords.length === 0) {
      leftOut.add(`skills[${index}]`, name, noIcon);
      continue;
    }
    // a group: its keywords named like an icon are technologies of their own
    leftOut.add(`skills[${index}].name`, name, 'no icon is named like it; its keywords are technologies of their own');
    keywords.forEach((keyword, at) => {
      const matched = technologyIcon(keyword);
      if (matched) add({ name: keyword, icon: matched } as Technology);
      else leftOut.add(`skills[${index}].keywords[${at}]`, keyword, noIcon);
    });
  }
  return technologies;
}
