import { publicationSlug } from '@/shared/content/publication';
import { type Language, languagePath } from '@/ui/language';

// Each publication of publications.bib has a page of its own, in every language (src/features/publications/):
// the home page's list links to it, search engines and Google Scholar index it.

/** The path of a publication's page in a language: "/publications/li2024graphs", "/de/publications/li2024graphs". */
export const publicationPagePath = (language: Pick<Language, 'prefix'>, key: string): string =>
  languagePath(language, `/publications/${publicationSlug(key)}`);
