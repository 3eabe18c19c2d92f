import { createContext, useContext } from 'react';
import { importLanguage, languages } from 'virtual:languages';
import type { OwnerWords } from '@/shared/content/owner-words';
import { pathInLanguage } from '@/shared/language-path';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '@/shared/i18n/site-texts';

/** One language of the site as every page knows it: where its pages live, its direction, its own name. */
export interface SiteLanguage {
  /** BCP 47 in its canonical form, whatever the case site.ts writes it in: "en", "pt-BR", "zh-Hans". */
  tag: string;
  /** Its pages' folder: "" for the default language (the site's root), otherwise the tag in lower case ("pt-br"). */
  prefix: string;
  dir: 'ltr' | 'rtl';
  /** Its name in itself ("Deutsch"), its texts' languageName: how the language switcher names it too. */
  ownName: string;
}

/**
 * One language of the site whole: its texts, the owner's words in it, and where its pages live. A
 * chunk of its own (tooling/outputs/languages-module.ts), loaded with the language's pages: loadLanguage.
 */
export interface Language extends SiteLanguage {
  texts: SiteTexts;
  /** The search's texts: on a site with search only (__SEARCH__), which alone reads them. */
  searchTexts?: SearchTexts;
  /** The texts of the navigation between a list's pages: on a site whose blog has more than one page only. */
  blogPagesTexts?: BlogPagesTexts;
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
  /**
   * In a language other than the default, each entry's title as the default language writes it (the experience's and
   * the research's roles, the projects' titles): a card without a picture shows its initials on every page.
   */
  defaultTitles?: Readonly<Record<'experience' | 'research' | 'projects', readonly string[]>>;
}

/** The site's languages, the default (the first in site.ts) first. */
export { languages };
const [first] = languages;
if (!first) throw new Error('virtual:languages lists no language');
export const defaultLanguage: SiteLanguage = first;

// each language's chunk, fetched once; one that failed is fetched again when next asked for
const loading = new Map<string, Promise<Language>>();

/** The language whole: its chunk (on a site of one language, already in the page's first chunk). */
export function loadLanguage(language: Pick<SiteLanguage, 'tag'>): Promise<Language> {
  const known = loading.get(language.tag);
  if (known) return known;
  const load = importLanguage[language.tag];
  if (!load) return Promise.reject(new Error(`The site has no language "${language.tag}"`));
  const loaded = load().then(({ default: whole }) => whole);
  loading.set(language.tag, loaded);
  loaded.catch(() => loading.delete(language.tag));
  return loaded;
}

const LanguageContext = createContext<Language | null>(null);
export const LanguageProvider = LanguageContext.Provider;

/** The language of the page being rendered (its layout provides it, src/app/root-layout.tsx). */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage() outside a page: no LanguageProvider above it');
  return language;
}
export const useTexts = (): SiteTexts => useLanguage().texts;

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
}: Pick<SiteLanguage, 'tag' | 'dir'>): { lang: string; dir: Language['dir'] } => ({ lang: tag, dir });

/** The site's language of a tag of site.ts (the default one for a tag the site does not have). */
export const languageOfTag = (tag: string): SiteLanguage =>
  languages.find((language) => language.tag === tag) ?? defaultLanguage;

/** The language a path inside the site (without the base path) belongs to. */
export function languageOfPath(path: string): SiteLanguage {
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
export const defaultLanguageMark = (language: SiteLanguage): LanguageMark | undefined =>
  languageMark(language, defaultLanguage.tag);

/**
 * The attributes of an element holding words written in the language `tag` (a post not translated into
 * the page's language) on a page in `language`; nothing when the two are the same.
 */
export function languageMark(language: SiteLanguage, tag: string): LanguageMark | undefined {
  if (!__MULTILINGUAL__ || language.tag === tag) return undefined;
  const written = languageOfTag(tag);
  return language.dir === written.dir ? { lang: written.tag } : { lang: written.tag, dir: written.dir };
}
