// A site in three languages for the unit tests of the browser code, whatever the content under test:
// its default language, and Brazilian Portuguese and Arabic made from it (the catalogues' texts, the
// default language's words, the languages named as Intl names them). A test file mocks virtual:languages with it:
//
//   vi.mock('virtual:languages', async (importOriginal) => {
//     const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
//     return languagesModule(withMoreLanguages(await wholeLanguages(await importOriginal())));
//   });
import type * as LanguagesModule from 'virtual:languages';
import type { Language } from '../../src/ui/language';
import arabic from '../../src/shared/i18n/texts/ar';
import portuguese from '../../src/shared/i18n/texts/pt-BR';

/**
 * The default language of `languages`, then pt-BR (left to right, under /pt-br) and ar (right to
 * left, under /ar), whose translations leave out the content fields `fallbacks` names ("experience.0.role").
 */
export function withMoreLanguages(languages: readonly Language[], fallbacks: readonly string[] = []): Language[] {
  const tags = [languages[0]!.tag, 'pt-BR', 'ar'];
  const namesIn = (tag: string) =>
    Object.fromEntries(
      tags.map((named) => [named, new Intl.DisplayNames([tag], { type: 'language' }).of(named) ?? named]),
    );
  const first = { ...languages[0]!, names: namesIn(languages[0]!.tag) };
  const other = (tag: string, dir: Language['dir'], texts: Language['texts']): Language => ({
    ...first,
    tag,
    prefix: tag.toLowerCase(),
    dir,
    texts,
    ownName: texts.languageName,
    names: namesIn(tag),
    fallbacks: new Set(fallbacks),
    // the résumé is set left to right only: Arabic pages link the default language's
    resumePdf: dir === 'ltr',
    defaultTitles: {
      experience: first.words.experience.map((entry) => entry.role),
      research: first.words.research.map((entry) => entry.role),
      projects: first.words.projects.map((project) => project.title),
    },
  });
  return [first, other('pt-BR', 'ltr', portuguese), other('ar', 'rtl', arabic)];
}

/** Each language of the module virtual:languages serves, whole (as its chunk gives it). */
export const wholeLanguages = ({ languages, importLanguage }: typeof LanguagesModule): Promise<Language[]> =>
  Promise.all(languages.map(async ({ tag }) => (await importLanguage[tag]!()).default));

/** The module virtual:languages serves for these languages (a test's mock of it). */
export const languagesModule = (
  whole: readonly Language[],
  {
    phrases = [],
    ownerName = whole[0]!.words.profile.name,
  }: Partial<Pick<typeof LanguagesModule, 'phrases' | 'ownerName'>> = {},
): typeof LanguagesModule => ({
  languages: whole.map(({ tag, prefix, dir, ownName }) => ({ tag, prefix, dir, ownName })),
  importLanguage: Object.fromEntries(whole.map((language) => [language.tag, async () => ({ default: language })])),
  phrases,
  ownerName,
});
