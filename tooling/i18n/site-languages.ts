import type { Site } from '../../src/shared/content/schema.ts';

/** The language of a site whose site.ts lists none. */
export const DEFAULT_LANGUAGES = ['en'] as const;

export interface LanguagePlace {
  tag: string;
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

/** The site's languages, the default first: its tag, its pages' folder ("" for the default) and its direction. */
export function siteLanguages(site: Pick<Site, 'languages'>): LanguagePlace[] {
  return (site.languages ?? DEFAULT_LANGUAGES).map((tag, index) => ({
    tag,
    prefix: index === 0 ? '' : tag.toLowerCase(),
    dir: direction(tag),
  }));
}
