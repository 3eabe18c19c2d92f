import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The CSL locales the citations are written with: the Citation Style Language project's, vendored in
// csl-locales/ (its README says where from, their licence and how to refresh them).

// (a path from a string, not a URL object: under jsdom, the tests' global URL is not Node's)
const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'csl-locales');
const FILE = /^locales-(.+)\.xml$/;

let known: ReadonlySet<string> | undefined;
/** The CSL locales there are, by tag: "de-DE", "ar", "zh-CN"… */
const knownLocales = () => (known ??= new Set(readdirSync(LOCALES_DIR).flatMap((name) => FILE.exec(name)?.[1] ?? [])));

/**
 * The CSL locale a page of the language `tag` (any BCP 47 tag, in any case) is cited in: the locale of
 * the tag itself (pt-BR, de-AT), else of its language in its likeliest region (Intl.Locale's
 * maximize: de → de-DE, ja → ja-JP, zh-Hans → zh-CN), else in the likeliest region of its script
 * (zh-HK → zh-TW), else of the language alone (ar), else the locale citeproc-js reads for the
 * language (`bases`, its LANG_BASES: ca → ca-AD); en-US for a language CSL does not know.
 */
export function cslLocaleOf(tag: string, bases: Readonly<Record<string, string>>): string {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'en-US';
  }
  const likeliest = locale.maximize();
  const { language, script } = likeliest;
  const candidates = [
    locale.baseName,
    `${language}-${likeliest.region}`,
    script && `${language}-${new Intl.Locale(language, { script }).maximize().region}`,
    language,
    bases[language]?.replace('_', '-'),
  ];
  return candidates.find((candidate) => candidate && knownLocales().has(candidate)) ?? 'en-US';
}

/** The XML of a CSL locale ("de-DE"); undefined for one there is not (citeproc-js asks for some). */
export function cslLocaleXml(locale: string): string | undefined {
  return knownLocales().has(locale) ? readFileSync(join(LOCALES_DIR, `locales-${locale}.xml`), 'utf8') : undefined;
}
