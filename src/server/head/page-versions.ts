import { defaultLanguage, languagePath, languages, pathInDefaultLanguage } from '@/ui/language';

// The same page in each language of the site, for search engines: the head's <link rel="alternate"
// hreflang> and the sitemap's <xhtml:link> name the same versions.

export interface PageVersion {
  /** A language tag of site.ts, or "x-default": the version for a reader whose language the site does not have. */
  hreflang: string;
  path: string;
}

/**
 * The versions of the prerendered page at `path` that exist among `prerendered` (a post may have no
 * translation), itself included, then "x-default" for the default language's; none when the site has
 * one language (nothing to choose between).
 */
export function pageVersions(path: string, prerendered: readonly string[]): PageVersion[] {
  if (languages.length < 2) return [];
  const inDefault = pathInDefaultLanguage(path);
  const versions = languages
    .map((language) => ({ hreflang: language.tag, path: languagePath(language, inDefault) }))
    .filter((version) => prerendered.includes(version.path));
  const fallback = versions.find((version) => version.hreflang === defaultLanguage.tag);
  return fallback ? [...versions, { hreflang: 'x-default', path: fallback.path }] : versions;
}

/**
 * og:locale's form of a language tag, language_TERRITORY ("pt-BR" → "pt_BR"); a tag without a region gets its likeliest
 * ("en" → "en_US").
 */
export function ogLocale(tag: string): string {
  const locale = new Intl.Locale(tag);
  const region = locale.region ?? locale.maximize().region;
  return region ? `${locale.language}_${region}` : locale.language;
}
