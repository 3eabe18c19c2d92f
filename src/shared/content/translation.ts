import type {
  Award,
  Blog,
  Certificate,
  Course,
  EducationEntry,
  NewsItem,
  Profile,
  Project,
  Talk,
  Technology,
  TimelineEntry,
} from './schema.ts';

type SpokenLanguage = NonNullable<Profile['spokenLanguages']>[number];

/**
 * The fields of the owner's content that are words (everything else, such as links, images, icons
 * and email, is the same in every language).
 */
interface TranslatableFields {
  profile: Pick<Profile, 'name' | 'tagline' | 'jobTitle' | 'welcome' | 'photoAlt' | 'location'> & {
    spokenLanguages: readonly Partial<SpokenLanguage>[];
  };
  entry: Pick<TimelineEntry, 'period' | 'role' | 'company' | 'description'>;
  project: Pick<Project, 'title' | 'description'>;
  technology: Pick<Technology, 'name' | 'keywords'>;
  blog: Omit<Blog, 'topics'> & {
    topics: readonly Partial<Pick<NonNullable<Blog['topics']>[number], 'title' | 'text'>>[];
  };
  education: Pick<EducationEntry, 'period' | 'institution' | 'degree' | 'area' | 'score' | 'courses' | 'description'>;
  certificate: Pick<Certificate, 'name' | 'issuer' | 'date'>;
  award: Pick<Award, 'title' | 'awarder' | 'date' | 'summary'>;
  talk: Pick<Talk, 'title' | 'event' | 'date' | 'location' | 'summary'>;
  course: Pick<Course, 'course' | 'institution' | 'period' | 'role' | 'summary'>;
  news: Pick<NewsItem, 'date' | 'text'>;
}

/**
 * A content file in another language (src/content/<tag>/<file>.ts): only the fields that change. A
 * list is matched by position (an entry left as {} keeps the default language's words); a field left
 * out falls back to the default language.
 */
export interface ContentTranslation {
  profile: Partial<TranslatableFields['profile']>;
  experience: readonly Partial<TranslatableFields['entry']>[];
  research: readonly Partial<TranslatableFields['entry']>[];
  projects: readonly Partial<TranslatableFields['project']>[];
  technologies: readonly Partial<TranslatableFields['technology']>[];
  blog: Partial<TranslatableFields['blog']>;
  education: readonly Partial<TranslatableFields['education']>[];
  certificates: readonly Partial<TranslatableFields['certificate']>[];
  awards: readonly Partial<TranslatableFields['award']>[];
  talks: readonly Partial<TranslatableFields['talk']>[];
  teaching: readonly Partial<TranslatableFields['course']>[];
  news: readonly Partial<TranslatableFields['news']>[];
}

/** The translatable field names of each content file, for the build's check of a translation. */
export const TRANSLATABLE_FIELDS = {
  profile: ['name', 'tagline', 'jobTitle', 'welcome', 'photoAlt', 'location', 'spokenLanguages'],
  experience: ['period', 'role', 'company', 'description'],
  research: ['period', 'role', 'company', 'description'],
  projects: ['title', 'description'],
  technologies: ['name', 'keywords'],
  blog: ['about', 'subject', 'comingSoon', 'topics'],
  education: ['period', 'institution', 'degree', 'area', 'score', 'courses', 'description'],
  certificates: ['name', 'issuer', 'date'],
  awards: ['title', 'awarder', 'date', 'summary'],
  talks: ['title', 'event', 'date', 'location', 'summary'],
  teaching: ['course', 'institution', 'period', 'role', 'summary'],
  news: ['date', 'text'],
} as const satisfies { [K in keyof ContentTranslation]: readonly string[] };

/** The fields of a list of objects inside an entry, translated by position as the lists are. */
export const TRANSLATABLE_ITEMS = {
  topics: ['title', 'text'],
  spokenLanguages: ['language', 'fluency'],
} as const;

export type TranslatedFile = keyof ContentTranslation;
