// The words of a CSL locale, read from its XML (tooling/publications/csl-locales/), for tests that
// expect a citation in a language's words: what the locale says, not what the code under test wrote.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// (a path from a string, not a URL object: under jsdom, the tests' global URL is not Node's)
const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../tooling/publications/csl-locales');

/** Every CSL locale vendored, by tag: "de-DE", "ar"… */
export const CSL_LOCALES = readdirSync(DIR).flatMap((name) => /^locales-(.+)\.xml$/.exec(name)?.[1] ?? []);

const unescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The XML of a locale. */
export const cslLocaleXml = (locale: string): string => readFileSync(join(DIR, `locales-${locale}.xml`), 'utf8');

/**
 * A term of a locale: `form` "long" (the default) or "short", its single or its plural (`multiple`) when it has both.
 * Undefined when the locale does not define it.
 */
export function cslTerm(
  locale: string,
  name: string,
  { form = 'long', plural = false }: { form?: 'long' | 'short'; plural?: boolean } = {},
): string | undefined {
  const xml = cslLocaleXml(locale);
  const formAttribute = form === 'long' ? '' : ` form="${form}"`;
  const term = new RegExp(`<term name="${name}"${formAttribute}>([\\s\\S]*?)</term>`).exec(xml)?.[1];
  if (term === undefined) return undefined;
  const variant = new RegExp(`<${plural ? 'multiple' : 'single'}>([\\s\\S]*?)</`).exec(term)?.[1];
  return unescape((variant ?? term).trim());
}

/** The affixes a locale puts around the year of a date written out ("年" after it in Chinese and Japanese). */
export function cslYearAffixes(locale: string): { prefix: string; suffix: string } {
  const date = /<date form="text">([\s\S]*?)<\/date>/.exec(cslLocaleXml(locale))?.[1] ?? '';
  const part = /<date-part name="year"([^>]*)\/>/.exec(date)?.[1] ?? '';
  const affix = (name: string) => unescape(new RegExp(`${name}="([^"]*)"`).exec(part)?.[1] ?? '');
  return { prefix: affix('prefix'), suffix: affix('suffix') };
}
