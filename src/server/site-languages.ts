import { defaultLanguage, type Language, languageOfPath, languages, loadLanguage } from '@/ui/language';

// The browser loads one language with its pages; the build writes every page, feed and manifest of
// every language, so it holds them all, loaded once here.

/** Every language of the site whole, the default first (in the order of `languages`). */
export const siteLanguages: readonly Language[] = await Promise.all(languages.map(loadLanguage));

/** The language of a tag of site.ts whole (the default one for a tag the site does not have). */
export function siteLanguageOfTag(tag: string): Language {
  const [first] = siteLanguages;
  if (!first) throw new Error('virtual:languages lists no language');
  return siteLanguages.find((language) => language.tag === tag) ?? first;
}

/** The default language whole. */
export const defaultSiteLanguage: Language = siteLanguageOfTag(defaultLanguage.tag);

/** The language a path inside the site (without the base path) belongs to, whole. */
export const siteLanguageOfPath = (path: string): Language => siteLanguageOfTag(languageOfPath(path).tag);
