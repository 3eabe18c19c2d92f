import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { renderRoute } from '../../../tests/support/render-route';

// The header of an owner without a logo, on a site in three languages (tests/support/more-languages.ts)
// whose second writes the name in Han characters and whose third in the Arabic script, whatever the
// content under test: one mark on every page, as the icons and link-preview images draw it.
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  const [first, second, third] = withMoreLanguages(
    await wholeLanguages(await importOriginal<typeof LanguagesModule>()),
  );
  const named = (language: typeof first, name: string) => {
    const profile = { ...language!.words.profile, name };
    delete profile.logo;
    return { ...language!, words: { ...language!.words, profile } };
  };
  return languagesModule([named(first, 'Haruto Sato'), named(second, '佐藤 陽斗'), named(third, 'هاروتو ساتو')]);
});

const shown = async (path: string) => {
  const { unmount } = await renderRoute(path);
  const home = within(screen.getByRole('banner')).getAllByRole('link')[0]!;
  const text = home.textContent;
  unmount();
  return text;
};

describe('the header of an owner without a logo', () => {
  it("shows the initials of the name in the default language on every language's page", async () => {
    expect(await shown('/blog')).toBe('HS');
    expect(await shown('/pt-br/blog')).toBe('HS');
    expect(await shown('/ar/blog')).toBe('HS');
  });
});
