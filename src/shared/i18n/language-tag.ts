/**
 * A language tag in BCP 47's canonical form, as Intl writes it: "zh-hans" and "ZH-HANS" are "zh-Hans",
 * "pt-br" is "pt-BR". The case of a tag carries no meaning, so each place that reads one (site.ts, a
 * language's folder of the content, a post's file name) compares this form; undefined for what is no
 * language tag.
 */
export function canonicalTag(written: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(written)[0];
  } catch {
    return undefined;
  }
}
