import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type * as SiteModule from 'virtual:site';
import type { NewsItem, Talk } from '@/shared/content/schema';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';

// A news.ts and a talks.ts longer than the home page shows (site.ts's newsOnHome, talksOnHome): each section shows
// the newest entries and links to the page of every entry (/news, /talks), whatever the content under test, whose
// news and talks are replaced by these.

const NEWS = vi.hoisted((): NewsItem[] =>
  ['Oct 2026', 'Aug 2026', 'May 2026', 'Jan 2026'].map((date, index) => ({ date, text: `News item ${index + 1}.` })),
);
const TALKS = vi.hoisted((): Talk[] =>
  ['Mar 2026', 'Nov 2025', 'Jul 2025'].map((date, index) => ({ title: `Talk ${index + 1}`, event: 'PyData', date })),
);
const ON_HOME = vi.hoisted(() => ({ news: 2, talks: 1 }));
vi.mock('virtual:site', async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>();
  return {
    ...original,
    site: { ...original.site, newsOnHome: ON_HOME.news, talksOnHome: ON_HOME.talks },
    hasNewsPage: true,
    hasTalksPage: true,
  };
});
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, wholeLanguages } = await import('../../../tests/support/more-languages');
  const english = await import('@/shared/i18n/texts/en');
  const whole = await wholeLanguages(await importOriginal<typeof LanguagesModule>());
  return languagesModule(
    whole.map((language) => ({
      ...language,
      words: { ...language.words, news: NEWS, talks: TALKS },
      resumeSectionTexts: english.resumeSections,
    })),
  );
});

const [english] = (await Promise.all(languages.map(loadLanguage))) as [Language];
const texts = english.resumeSectionTexts!;
const newsText = ({ date, text }: NewsItem) => `${date}${text}`;
/** The titles of the talks in `scope`: headings of `level`, under the section's or under their page's title. */
const talkTitles = (scope: HTMLElement, level: 2 | 3) =>
  within(scope)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('a news.ts and a talks.ts longer than the home page shows', () => {
  it('show their newest entries on the home page, and a link to the page of every entry', async () => {
    await renderRoute('/');
    const news = screen.getByRole('region', { name: texts.news });
    expect(
      within(news)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEWS.slice(0, ON_HOME.news).map(newsText));
    expect(within(news).getByRole('link', { name: `${texts.allNews} →` })).toHaveAttribute('href', '/news');
    const talks = screen.getByRole('region', { name: texts.talks });
    expect(talkTitles(talks, 3)).toEqual(TALKS.slice(0, ON_HOME.talks).map(({ title }) => title));
    expect(within(talks).getByRole('link', { name: `${texts.allTalks} →` })).toHaveAttribute('href', '/talks');
  });

  it('have a page of every news item, newest first, titled by them, with a way back to the section', async () => {
    await renderRoute('/news');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.allNews);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NEWS.map(newsText));
    expect(screen.getByRole('link', { name: `← ${texts.news}` })).toHaveAttribute('href', '/#news');
    expect(document.title).toBe(`${texts.allNews} · ${english.words.profile.name}`);
  });

  it('have a page of every talk, each at the anchor its search result names', async () => {
    await renderRoute('/talks');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.allTalks);
    expect(talkTitles(screen.getByRole('main'), 2)).toEqual(TALKS.map(({ title }) => title));
    expect(screen.getAllByRole('listitem').map((item) => item.id)).toEqual(
      TALKS.map((_, index) => `talks-${index + 1}`),
    );
    expect(screen.getByRole('link', { name: `← ${texts.talks}` })).toHaveAttribute('href', '/#talks');
    expect(document.title).toBe(`${texts.allTalks} · ${english.words.profile.name}`);
  });
});
