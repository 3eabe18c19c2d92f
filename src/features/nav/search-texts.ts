import type { SearchTexts } from '@/shared/i18n/site-texts';
import type { Language } from '@/ui/language';

/** The search's texts in a language: a site built with search has them (tooling/outputs/languages-module.ts). */
export function searchTextsOf(language: Language): SearchTexts {
  if (!language.searchTexts) throw new Error(`No search texts for ${language.tag}: the site was built without search`);
  return language.searchTexts;
}
