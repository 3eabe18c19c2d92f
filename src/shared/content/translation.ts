import type { Blog, Profile, Project, Technology, TimelineEntry } from './schema.ts';

/**
 * The fields of the owner's content that are words (everything else, such as links, images, icons
 * and email, is the same in every language).
 */
interface TranslatableFields {
  profile: Pick<Profile, 'name' | 'tagline' | 'jobTitle' | 'welcome' | 'photoAlt'>;
  entry: Pick<TimelineEntry, 'period' | 'role' | 'company' | 'description'>;
  project: Pick<Project, 'title' | 'description'>;
  technology: Pick<Technology, 'name'>;
  blog: Omit<Blog, 'topics'> & {
    topics: readonly Partial<Pick<NonNullable<Blog['topics']>[number], 'title' | 'text'>>[];
  };
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
}

/** The translatable field names of each content file, for the build's check of a translation. */
export const TRANSLATABLE_FIELDS = {
  profile: ['name', 'tagline', 'jobTitle', 'welcome', 'photoAlt'],
  experience: ['period', 'role', 'company', 'description'],
  research: ['period', 'role', 'company', 'description'],
  projects: ['title', 'description'],
  technologies: ['name'],
  blog: ['about', 'subject', 'comingSoon', 'topics'],
} as const satisfies { [K in keyof ContentTranslation]: readonly string[] };

export type TranslatedFile = keyof ContentTranslation;
