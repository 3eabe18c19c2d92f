// The part of the JSON Resume schema (https://jsonresume.org/schema) this site's content fills.

import type { Blog, Profile, Site } from '../../src/shared/content/schema';
import type { PublicationLink } from '../../src/shared/content/publication';

/**
 * The field that carries, beside JSON Resume's own, what the site shows and the schema has no field
 * for (a card's picture, a period as written, an icon…): `npm run import` reads it back, so the
 * resume.json a build writes gives back the same content. Readers of JSON Resume ignore it.
 */
export const SITE_FIELDS = 'x-portfolio';

export interface WorkSiteFields {
  section: 'experience' | 'research';
  period: string;
  image?: string;
  initials?: string;
  technologies: string[];
}

export interface PublicationSiteFields {
  /** The entry as the owner wrote it, less the fields only the site reads (below). */
  bibtex: string;
  links: PublicationLink[];
  selected: boolean;
}

export interface BasicsSiteFields {
  tagline: string;
  photo?: string;
  photoAlt?: string;
  logo?: string;
  resume?: Profile['resume'];
  resumePaper?: Profile['resumePaper'];
  alsoPublishedAs?: string[];
  site: Site;
  blog: Blog;
}

/** "2025", "2025-05" or "2025-05-31". */
export type IsoDate = string;

export interface JsonResumeWork {
  name: string;
  position: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  highlights: string[];
  [SITE_FIELDS]?: WorkSiteFields;
}

interface JsonResumeProject {
  name: string;
  url?: string;
  highlights: string[];
  keywords: string[];
  [SITE_FIELDS]?: { image?: string; initials?: string; page?: string };
}

interface JsonResumePublication {
  name: string;
  /** Where it appeared: the journal, the proceedings, the school. */
  publisher?: string;
  releaseDate: IsoDate;
  url?: string;
  summary?: string;
  [SITE_FIELDS]?: PublicationSiteFields;
}

interface JsonResumeSkill {
  name: string;
  keywords?: string[];
  [SITE_FIELDS]?: { icon: string };
}

interface JsonResumeEducation {
  institution: string;
  url?: string;
  area?: string;
  /** The degree: "Master of Science". */
  studyType: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  score?: string;
  courses?: string[];
  /** The period as written, and the lines JSON Resume has no field for. */
  [SITE_FIELDS]?: { period: string; description?: string[] };
}

/** What a certificate's or an award's date is written as, beside its ISO date. */
interface DatedSiteFields {
  date: string;
}

interface JsonResumeCertificate {
  name: string;
  date?: IsoDate;
  issuer?: string;
  url?: string;
  [SITE_FIELDS]?: DatedSiteFields;
}

interface JsonResumeAward {
  title: string;
  date?: IsoDate;
  awarder?: string;
  summary?: string;
  [SITE_FIELDS]?: DatedSiteFields;
}

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email?: string;
    url: string;
    summary: string;
    /** Where the owner is, as profile.ts writes it ("Tokyo, Japan"). */
    location?: { city: string };
    profiles: { network: string; url: string }[];
    [SITE_FIELDS]?: BasicsSiteFields;
  };
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  publications?: JsonResumePublication[];
  projects?: JsonResumeProject[];
  skills?: JsonResumeSkill[];
  certificates?: JsonResumeCertificate[];
  awards?: JsonResumeAward[];
  languages?: { language: string; fluency?: string }[];
  meta: { canonical: string };
}

/** The lists one section adds to resume.json. */
export type JsonResumeLists = Pick<
  JsonResume,
  'work' | 'education' | 'publications' | 'projects' | 'skills' | 'certificates' | 'awards' | 'languages'
>;
