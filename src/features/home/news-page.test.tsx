import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type * as SiteModule from 'virtual:site';
import type { NewsItem } from '@/shared/content/schema';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';

// A news.ts longer than the home page shows (site.ts's newsOnHome): the home page's section shows the newest items and
// links to the page of every item (/news), whatever the content under test, whose news are replaced by these.

const NEWS = vi.hoisted((): NewsItem[] =>
  ['Oct 2026', 'Aug 2026', 'May 2026', 'Jan 2026'].map((date, index) => ({ date, text: `News item ${index + 1}.` })),
);
const ON_HOME = vi.hoisted(() => 2);
vi.mock('virtual:site', async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>();
  return { ...original, site: { ...original.site, newsOnHome: ON_HOME }, hasNewsPage: true };
});
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, wholeLanguages } = await import('../../../tests/support/more-languages');
  const english = await import('@/shared/i18n/texts/en');
  const whole = await wholeLanguages(await importOriginal<typeof LanguagesModule>());
  return languagesModule(
    whole.map((language) => ({
      ...language,
      words: { ...language.words, news: NEWS },
      resumeSectionTexts: english.resumeSections,
    })),
  );
});

const [english] = (await Promise.all(languages.map(loadLanguage))) as [Language];
const texts = english.resumeSectionTexts!;

describe('a news.ts longer than the home page shows', () => {
  it('shows the newest items on the home page, and a link to the page of every item', async () => {
    await renderRoute('/');
    const section = screen.getByRole('region', { name: texts.news });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      NEWS.slice(0, ON_HOME).map(({ date, text }) => `${date}${text}`),
    );
    expect(within(section).getByRole('link', { name: `${texts.allNews} →` })).toHaveAttribute('href', '/news');
  });

  it('has a page of every item, newest first, titled by them, with a way back to the section', async () => {
    await renderRoute('/news');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.allNews);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      NEWS.map(({ date, text }) => `${date}${text}`),
    );
    expect(screen.getByRole('link', { name: `← ${texts.news}` })).toHaveAttribute('href', '/#news');
    expect(document.title).toBe(`${texts.allNews} · ${english.words.profile.name}`);
  });
});
