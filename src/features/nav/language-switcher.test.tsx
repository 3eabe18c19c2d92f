import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';
import { shortName } from './language-switcher';

// The switcher on a site in three languages (tests/support/more-languages.ts); navbar.test.tsx
// checks that a site in one language has none.
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  return languagesModule(withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>())));
});

const [defaultLanguage, portuguese, arabic] = (await Promise.all(languages.map(loadLanguage))) as [
  Language,
  Language,
  Language,
];
/** What the switcher says in the page's language, and the other language's own name, as the spec words it. */
const said = (page: Language, other: Language) =>
  `${page.texts.switchLanguage(new Intl.DisplayNames([page.tag], { type: 'language' }).of(other.tag) ?? '')} (${other.texts.languageName})`;
const switcherLinks = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('hreflang'));

describe('the language switcher', () => {
  it('links the same page in each other language, by its short name, named in the page’s language and then in its own', async () => {
    await renderRoute('/blog');
    const links = switcherLinks();
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      [portuguese!.tag, '/pt-br/blog'],
      [arabic!.tag, '/ar/blog'],
    ]);
    for (const [link, other] of [
      [links[0]!, portuguese!],
      [links[1]!, arabic!],
    ] as const) {
      // named by what it shows first (a voice command saying "PT" finds it), then in the page's language
      expect(link).toHaveAccessibleName(`${shortName(other)}: ${said(defaultLanguage, other)}`);
      expect(link).toHaveAttribute('title', said(defaultLanguage, other));
      // the visible name and the language's own name are marked with its language; the page's words are not
      expect(within(link).getByText(shortName(other))).toHaveAttribute('lang', other.tag);
      expect(within(link).getByText(other.texts.languageName)).toHaveAttribute('lang', other.tag);
    }
  });

  it('is a plain link, for a full page load of the other language, under the site’s base path', async () => {
    await renderRoute('/');
    // the router's <Link> marks its anchors; a plain one has no such mark
    for (const link of switcherLinks()) expect(link).not.toHaveAttribute('data-discover');
    expect(switcherLinks().map((link) => link.getAttribute('href'))).toEqual(['/pt-br', '/ar']);
  });

  it('in another language, leads to the default language’s page and the third one’s, named in the page’s language', async () => {
    await renderRoute('/pt-br/blog/some-post');
    const links = switcherLinks();
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      [defaultLanguage.tag, '/blog/some-post'],
      [arabic!.tag, '/ar/blog/some-post'],
    ]);
    expect(links[0]).toHaveAccessibleName(`${shortName(defaultLanguage)}: ${said(portuguese!, defaultLanguage)}`);
    // "Ler esta página em inglês (English)": the language named as Portuguese names it, then as it names itself
    expect(links[0]).toHaveAttribute('title', expect.stringMatching(/^Ler esta página em \S+ \(English\)$/));
  });

  it('shows the tag’s first part in capitals, the whole tag where two languages share it', () => {
    expect(shortName({ tag: 'pt-BR' }, [{ tag: 'en' }, { tag: 'pt-BR' }])).toBe('PT');
    expect(shortName({ tag: 'pt-BR' }, [{ tag: 'pt-PT' }, { tag: 'pt-BR' }])).toBe('PT-BR');
    expect(shortName({ tag: 'ar' }, [{ tag: 'en' }, { tag: 'ar' }])).toBe('AR');
  });
});
