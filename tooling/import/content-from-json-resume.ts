import { networks } from '../../src/shared/content/networks.ts';
import {
  type Blog,
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
  /** The text of publications.bib, when the résumé lists publications. */
  publicationsBib?: string;
}

export interface ImportResult {
  content: ImportedContent;
  /** What the owner still has to do, one line each. */
  todo: string[];
  /** What the import left out or guessed, one line each. */
  notes: string[];
}

const RESEARCH = /\bresearch/i;
const list = (values: readonly (string | undefined)[] | undefined) =>
  (values ?? []).map((value) => value?.trim() ?? '').filter(Boolean);
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
  const basics = resume.basics ?? {};
  const own = basics[SITE_FIELDS];
  const name = basics.name?.trim() || '';
  const jobTitle = basics.label?.trim() || '';
  if (!name) todo.push('profile.ts: write your name (the résumé has no basics.name)');
  if (!jobTitle) todo.push('profile.ts: write your job title (the résumé has no basics.label)');

  // every profile with an address: a network's field, or one of the owner's `other` links under its own name
  const links: NonNullable<Profile['links']> = {};
  const other: { name: string; url: string }[] = [];
  for (const profile of basics.profiles ?? []) {
    const network = networkOf(profile);
    const name = profile.network?.trim();
    if (!profile.url)
      notes.push(`basics.profiles: ${name ?? profile.username ?? 'a profile'} left out (it has no url)`);
    else if (network && !links[network.field]) links[network.field] = profile.url;
    else other.push({ name: name || profile.url, url: profile.url });
  }
  if (other.length > 0) links.other = other;

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
    ...(resume.work ?? []).map((job) => ({ ...job, company: job.name, fields: job[SITE_FIELDS] })),
    ...(resume.volunteer ?? []).map((role) => ({
      ...role,
      company: role.organization,
      fields: undefined,
      keywords: undefined,
    })),
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
      description: list(job.highlights).length > 0 ? list(job.highlights) : list([job.summary]),
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
  if (resume.education?.length)
    notes.push(
      `education: ${plural(resume.education.length, 'entry', 'entries')} left out (the site has no education section)`,
    );

  const projects: Project[] = (resume.projects ?? []).map((project) => {
    const github = project.url && /^https?:\/\/(www\.)?github\.com\//.test(project.url) ? project.url : undefined;
    if (project.url && !github)
      notes.push(`projects: ${project.name}'s address ${project.url} left out (a card links to GitHub only)`);
    return {
      title: project.name?.trim() ?? '',
      ...(project[SITE_FIELDS]?.image && { image: project[SITE_FIELDS].image }),
      ...(project[SITE_FIELDS]?.initials && { initials: project[SITE_FIELDS].initials }),
      description:
        list(project.highlights).length > 0 ? list(project.highlights) : list([project.description, project.summary]),
      technologies: list(project.keywords),
      ...(github && { github }),
      // the name of its story's page (the story itself, a file of the content folder, is not in the résumé)
      ...(project[SITE_FIELDS]?.page && { page: project[SITE_FIELDS].page }),
    };
  });

  const technologies: Technology[] = [];
  const unmatched: string[] = [];
  for (const skill of resume.skills ?? []) {
    const own = skill[SITE_FIELDS];
    const names = own ? [skill.name ?? ''] : skill.keywords?.length ? list(skill.keywords) : list([skill.name]);
    for (const technology of names) {
      const icon = own?.icon ?? technologyIcon(technology);
      if (!icon) unmatched.push(technology);
      else if (!technologies.some((known) => known.name === technology))
        technologies.push({ name: technology, icon } as Technology);
    }
  }
  if (unmatched.length > 0)
    notes.push(
      `technologies.ts: no icon found for ${unmatched.join(', ')}; add ${unmatched.length === 1 ? 'it' : 'them'} with an icon name from https://react-icons.github.io/react-icons/`,
    );

  const publications = resume.publications ?? [];
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
      ...(bib && { publicationsBib: bib.text }),
    },
    todo,
    notes: [
      `read ${source}: ${plural(experience.length, 'job')}, ${plural(research.length, 'research position')}, ${plural(projects.length, 'project')}, ${plural(technologies.length, 'technology', 'technologies')}, ${plural(publications.length, 'publication')}`,
      ...notes,
    ],
  };
}
