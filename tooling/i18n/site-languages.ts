import type { Site } from '../../src/shared/content/schema.ts';
import { canonicalTag } from '../../src/shared/i18n/language-tag.ts';

/** A language's name in another (`in`), as Intl names it: "Englisch" for en in de; the tag itself when Intl has none. */
export function languageNameIn(tag: string, inTag: string): string {
  try {
    return new Intl.DisplayNames([inTag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The language of a site whose site.ts lists none. */
export const DEFAULT_LANGUAGES = ['en'] as const;

export interface LanguagePlace {
  /** BCP 47 in its canonical form ("zh-Hans"), whatever the case site.ts writes it in: the pages' lang, hreflang. */
  tag: string;
  /** The tag as site.ts writes it ("zh-hans"): how messages to the owner name the language. */
  written: string;
  prefix: string;
  dir: 'ltr' | 'rtl';
}

// Node's Intl.Locale gives the writing direction (textInfo; getTextInfo() in newer engines)
type LocaleWithTextInfo = Intl.Locale & {
  textInfo?: { direction?: string };
  getTextInfo?: () => { direction?: string };
};

export function direction(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag) as LocaleWithTextInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The site's languages, the default first: its tag (canonical, as written), its pages' folder ("" for the default,
 * the tag in lower case otherwise) and its direction.
 */
export function siteLanguages(site: Pick<Site, 'languages'>): LanguagePlace[] {
  return (site.languages ?? DEFAULT_LANGUAGES).map((written, index) => {
    // site.ts is checked before (a tag that is none stops the build there); kept as written if it gets here anyway
    const tag = canonicalTag(written) ?? written;
    return { tag, written, prefix: index === 0 ? '' : tag.toLowerCase(), dir: direction(tag) };
  });
}
