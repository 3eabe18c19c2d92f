import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { OwnerNames } from './owner-names.ts';

// Build-time only (Node): the names the owner is found by in the publications.

/**
 * The names the owner is found by in the publications: profile.name in every language of the site
 * (`byLanguage`, the default language's first), and alsoPublishedAs.
 */
export function ownerNamesOf(byLanguage: readonly Pick<OwnerWords, 'profile'>[]): OwnerNames {
  const [first] = byLanguage;
  if (!first) throw new Error('ownerNamesOf: no language');
  const names = [...new Set(byLanguage.map(({ profile }) => profile.name.trim()))];
  return {
    name: first.profile.name,
    inOtherLanguages: names.filter((name) => name !== first.profile.name.trim()),
    alsoPublishedAs: first.profile.alsoPublishedAs,
  };
}
