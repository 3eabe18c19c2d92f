import type { Content } from '../content/load-content.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { citationWriter, type CitationWriter } from './citation-writer.ts';
import type { OwnerNames } from './owner-names.ts';

// Build-time only (Node): what the publications are cited with on this site: the owner's names in
// each of its languages, and each language's citations.

/** The owner's name in each language of the site, by tag, the default language's first: profile.name, translated. */
async function ownerNameByLanguage(content: Content): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [index, { tag }] of siteLanguages(content.site).entries()) {
    const profile = index === 0 ? content.profile : (await translationOf(content, tag)).words.profile;
    names.set(tag, profile.name.trim());
  }
  return names;
}

/** The names the owner is found by in the publications: profile.name in every language, and alsoPublishedAs. */
export async function ownerNamesOf(content: Content): Promise<OwnerNames> {
  const names = [...new Set((await ownerNameByLanguage(content)).values())];
  return {
    name: content.profile.name,
    inOtherLanguages: names.filter((name) => name !== content.profile.name.trim()),
    alsoPublishedAs: content.profile.alsoPublishedAs,
  };
}

/**
 * The citations of the language `tag` of the site: in the words of its CSL locale and catalogue, the
 * owner named as its profile.name writes them.
 */
export async function siteCitationWriter(content: Content, tag: string): Promise<CitationWriter> {
  const { texts } = await siteTextsOf(tag);
  return citationWriter(tag, texts, (await ownerNameByLanguage(content)).get(tag) ?? content.profile.name);
}
