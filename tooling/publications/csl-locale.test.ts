import CSL from 'citeproc';
import { describe, expect, it } from 'vitest';
import { CSL_LOCALES } from '../../tests/support/csl-locale-terms';
import { cslLocaleOf } from './csl-locale';

// The CSL locale a page's language is cited in, for any BCP 47 tag site.ts may give, in any case.
describe('the CSL locale of a language', () => {
  const localeOf = (tag: string) => cslLocaleOf(tag, CSL.LANG_BASES);

  it.each([
    ['en', 'en-US'],
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['es', 'es-ES'],
    ['ar', 'ar'],
    ['ja', 'ja-JP'],
    ['ko', 'ko-KR'],
    ['vi', 'vi-VN'],
  ])('a language alone: %s in its likeliest region’s locale, %s', (tag, locale) => {
    expect(localeOf(tag)).toBe(locale);
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['de-AT', 'de-AT'],
    ['en-GB', 'en-GB'],
    ['zh-Hans', 'zh-CN'],
    ['zh-hans', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['es-419', 'es-ES'],
  ])('a region or a script: %s in %s', (tag, locale) => {
    expect(localeOf(tag)).toBe(locale);
  });

  it('takes citeproc-js’s locale for a language CSL has in another region than its likeliest (ca: ca-AD)', () => {
    expect(localeOf('ca')).toBe('ca-AD');
  });

  it('cites in American English a language CSL has no locale for, or a tag that is none', () => {
    expect(localeOf('sw')).toBe('en-US');
    expect(localeOf('not a tag')).toBe('en-US');
  });

  it('finds every vendored locale by its own tag', () => {
    for (const locale of CSL_LOCALES) expect(localeOf(locale)).toBe(locale);
  });
});
