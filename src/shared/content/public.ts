// The package's public API for an owner's files: the types their content is written in, imported as
// `import type { Profile } from 'particle-portfolio/content'` (package.json's `exports`). Nothing
// else of the template is the owner's to import; it may change in any release.
export type {
  Award,
  Blog,
  Certificate,
  Course,
  EducationEntry,
  NewsItem,
  Profile,
  Project,
  Site,
  Talk,
  Technology,
  TimelineEntry,
} from './schema.ts';
export type { TechnologyIconName } from './technology-icons.ts';
export type { ContentTranslation } from './translation.ts';
export type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../i18n/site-texts.ts';
// a text of a catalogue that counts picks its words by the language's plural rules (Intl.PluralRules)
export { plural } from '../i18n/plural.ts';
