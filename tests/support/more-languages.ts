// A site in three languages for the unit tests of the browser code, whatever the content under test:
// its default language, and Brazilian Portuguese and Arabic made from it (the catalogues' texts, the
// default language's words, the languages named as Intl names them). A test file mocks virtual:languages with it:
//
//   vi.mock('virtual:languages', async (importOriginal) => {
//     const { withMoreLanguages } = await import('../../../tests/support/more-languages');
//     const original = await importOriginal<typeof LanguagesModule>();
//     return { ...original, languages: withMoreLanguages(original.languages) };
//   });
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
    names: namesIn(tag),
    fallbacks: new Set(fallbacks),
    // the résumé is set left to right only: Arabic pages link the default language's
    resumePdf: dir === 'ltr',
  });
  return [first, other('pt-BR', 'ltr', portuguese), other('ar', 'rtl', arabic)];
}
