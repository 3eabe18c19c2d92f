import { createContext, useContext } from 'react';
import { languages } from 'virtual:languages';
import type { OwnerWords } from '@/shared/content/owner-words';
import { pathInLanguage } from '@/shared/language-path';
import type { ResumeSectionTexts, SearchTexts, SiteTexts } from '@/shared/i18n/site-texts';

/** One language of the site: its texts, the owner's words in it, and where its pages live. */
export interface Language {
  /** BCP 47 in its canonical form, whatever the case site.ts writes it in: "en", "pt-BR", "zh-Hans". */
  tag: string;
  /** Its pages' folder: "" for the default language (the site's root), otherwise the tag in lower case ("pt-br"). */
  prefix: string;
  dir: 'ltr' | 'rtl';
  texts: SiteTexts;
  /** The search's texts: on a site with search only (__SEARCH__), which alone reads them. */
  searchTexts?: SearchTexts;
  /** The texts of the résumé's optional sections: on a site with an education section or citation counts only, which read them. */
  resumeSectionTexts?: ResumeSectionTexts;
  /**
   * The site's languages named in this one, by tag (Intl's names, at build time): { en: "Englisch", de: "Deutsch" } in
   * German.
   */
  names: Readonly<Record<string, string>>;
  words: OwnerWords;
  /** The content fields the translation left out, shown in the default language: "experience.0.role". */
  fallbacks: ReadonlySet<string>;
  /**
   * Whether the generated résumé PDF is written in this language; otherwise its pages link the
   * default language's (a language written in a script none of the drawn files' fonts has).
   */
  resumePdf: boolean;
  /**
   * The link-preview image its pages show (from the site's root: "og-image.png", "de/og-image.png") and the words it
   * shows.
   */
  previewImage: { file: string; alt: string };
}

/** The site's languages, the default (the first in site.ts) first. */
export { languages };
const [first] = languages;
if (!first) throw new Error('virtual:languages lists no language');
export const defaultLanguage: Language = first;

const LanguageContext = createContext<Language>(defaultLanguage);
export const LanguageProvider = LanguageContext.Provider;

/** The language of the page being rendered. */
export const useLanguage = (): Language => useContext(LanguageContext);
export const useTexts = (): SiteTexts => useContext(LanguageContext).texts;

/**
 * A path inside the site in a language: languagePath(ptBR, '/blog') → "/pt-br/blog", languagePath(ptBR, '/') →
 * "/pt-br".
 */
export function languagePath(language: Pick<Language, 'prefix'>, path: string): string {
  return __MULTILINGUAL__ ? pathInLanguage(language.prefix, path) : path;
}

/** What a page's <html> says of its language: its tag as `lang`, its direction as `dir`. */
export const documentLanguage = ({
  tag,
  dir,
}: Pick<Language, 'tag' | 'dir'>): { lang: string; dir: Language['dir'] } => ({ lang: tag, dir });

/** The site's language of a tag of site.ts (the default one for a tag the site does not have). */
export const languageOfTag = (tag: string): Language =>
  languages.find((language) => language.tag === tag) ?? defaultLanguage;

/** The language a path inside the site (without the base path) belongs to. */
export function languageOfPath(path: string): Language {
  const first = path.split('/')[1]?.toLowerCase();
  return languages.find((language) => language.prefix && language.prefix === first) ?? defaultLanguage;
}

/** The path of the same page in the default language: "/pt-br/blog" → "/blog". */
export function pathInDefaultLanguage(path: string): string {
  const { prefix } = languageOfPath(path);
  return prefix ? path.slice(prefix.length + 1) || '/' : path;
}

/** The attributes of an element holding words in another language than the page's. */
export interface LanguageMark {
  lang: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The attributes for a content field, spread on the element that holds it: when the translation left
 * the field out, the default language's tag (a screen reader then pronounces it in its own language)
 * and, when the two languages are written in opposite directions, its direction (English in an
 * Arabic page ends its sentence on the right); otherwise nothing.
 */
export function fallbackMark(language: Language, field: string): LanguageMark | undefined {
  if (!__MULTILINGUAL__ || !language.fallbacks.has(field)) return undefined;
  return defaultLanguageMark(language);
}

/**
 * The attributes of an element holding words of the default language on a page in `language` (such
 * as a project's story not translated into it); nothing on the default language's own pages.
 */
export function defaultLanguageMark(language: Language): LanguageMark | undefined {
  if (!__MULTILINGUAL__ || language.tag === defaultLanguage.tag) return undefined;
  return language.dir === defaultLanguage.dir
    ? { lang: defaultLanguage.tag }
    : { lang: defaultLanguage.tag, dir: defaultLanguage.dir };
}
