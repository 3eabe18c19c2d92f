import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type { Course, NewsItem, Talk } from '@/shared/content/schema';
import type { ResumeSectionTexts } from '@/shared/i18n/site-texts';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';

// The News, Talks and Teaching sections, whatever the content under test: an owner's talks, courses and news given
// to the page in three languages (tests/support/more-languages.ts), the Portuguese translation leaving some fields
// out. What each entry must show is read from these entries, the headings' words from the catalogues.

const TALKS = vi.hoisted((): Talk[] => [
  {
    title: 'Honest Benchmarks',
    event: 'PyData Lisbon',
    date: 'Mar 2025',
    location: 'Lisbon, Portugal',
    url: 'https://pydata.example.org/lisbon/honest-benchmarks',
    slides: 'https://owner.example.org/slides.pdf',
    summary: 'Invited talk.',
  },
  { title: 'Small Models', event: 'ICML 2024', date: 'Jul 2024', video: 'https://video.example.org/small' },
]);
const TEACHING = vi.hoisted((): Course[] => [
  {
    course: 'Machine Learning',
    institution: 'University of Porto',
    period: '2018 - 2020',
    role: 'Teaching Assistant',
    materials: 'https://github.com/owner/ml-course',
  },
]);
const NEWS = vi.hoisted((): NewsItem[] => [
  { date: 'Oct 2026', text: 'A paper accepted.', url: 'https://owner.example.org/paper' },
  { date: 'Aug 2025', text: 'A talk given.' },
]);
const FALLBACKS = vi.hoisted(() => ['talks.0.event', 'teaching.0.institution', 'news.1.text']);
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  const english = await import('@/shared/i18n/texts/en');
  const portuguese = await import('@/shared/i18n/texts/pt-BR');
  const arabic = await import('@/shared/i18n/texts/ar');
  const sectionTexts: Record<string, ResumeSectionTexts> = {
    en: english.resumeSections,
    'pt-BR': portuguese.resumeSections,
    ar: arabic.resumeSections,
  };
  const whole = await wholeLanguages(await importOriginal<typeof LanguagesModule>());
  return languagesModule(
    withMoreLanguages(whole, FALLBACKS).map((language) => ({
      ...language,
      words: { ...language.words, talks: TALKS, teaching: TEACHING, news: NEWS },
      resumeSectionTexts: sectionTexts[language.tag] ?? english.resumeSections,
    })),
  );
});

const [english, portuguese] = (await Promise.all(languages.map(loadLanguage))) as [Language, Language];
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const region = (name: string) => screen.getByRole('region', { name });

describe('the News, Talks and Teaching sections', () => {
  it('come as the home page orders them: News first, Talks then Teaching after the sections of the record', async () => {
    await renderRoute('/');
    const texts = english.resumeSectionTexts!;
    const shown = headings();
    expect(shown[0]).toBe(texts.news);
    const talks = shown.indexOf(texts.talks);
    expect(shown[talks + 1]).toBe(texts.teaching);
    // after every heading of Experience, Research Experience, Education and Publications the content has
    const record = [english.texts.experience, english.texts.research, texts.education, english.texts.publications];
    const lastOfRecord = Math.max(...record.map((heading) => shown.indexOf(heading)));
    expect(talks).toBeGreaterThan(lastOfRecord);
    if (shown.includes(english.texts.projects)) expect(shown.indexOf(english.texts.projects)).toBeGreaterThan(talks);
  });

  it('show each talk with its event, place, date and summary, its title and buttons linked in a new tab', async () => {
    await renderRoute('/');
    const articles = within(region(english.resumeSectionTexts!.talks)).getAllByRole('article');
    expect(articles).toHaveLength(TALKS.length);
    TALKS.forEach((talk, index) => {
      const article = within(articles[index]!);
      const title = article.getByRole('heading', { level: 3 });
      expect(title).toHaveTextContent(talk.title);
      for (const text of [talk.event, talk.location, talk.date, talk.summary])
        if (text) expect(articles[index]).toHaveTextContent(text);
      const links = article.queryAllByRole('link');
      const expected = [
        ...(talk.url ? [talk.url] : []),
        ...(talk.slides ? [talk.slides] : []),
        ...(talk.video ? [talk.video] : []),
      ];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(expected);
      for (const link of links) expect(link).toHaveAttribute('target', '_blank');
      // the buttons are named alike in every entry: each is described by its talk's title
      for (const button of links.filter((link) => link.getAttribute('href') !== talk.url))
        expect(button).toHaveAttribute('aria-describedby', title.id);
    });
  });

  it('show each course with its part, institution, terms, its materials as a button', async () => {
    await renderRoute('/');
    const [article] = within(region(english.resumeSectionTexts!.teaching)).getAllByRole('article');
    const [course] = TEACHING;
    for (const text of [course!.course, course!.role, course!.institution, course!.period])
      expect(article).toHaveTextContent(text!);
    expect(within(article!).getByRole('link', { name: /Materials/ })).toHaveAttribute('href', course!.materials);
  });

  it('show each news item with its date and sentence, linked where it gives an address', async () => {
    await renderRoute('/');
    const items = within(region(english.resumeSectionTexts!.news)).getAllByRole('listitem');
    expect(items).toHaveLength(NEWS.length);
    NEWS.forEach((item, index) => {
      expect(items[index]).toHaveTextContent(item.date);
      const link = within(items[index]!).queryByRole('link');
      if (item.url) expect(link).toHaveAttribute('href', item.url);
      else expect(link).toBeNull();
    });
  });

  it('are in the page’s language, the fields its translation leaves out marked with the default language’s', async () => {
    await renderRoute('/pt-br');
    const texts = portuguese.resumeSectionTexts!;
    const [talk] = within(region(texts.talks)).getAllByRole('article');
    expect(within(talk!).getByText(TALKS[0]!.event)).toHaveAttribute('lang', english.tag);
    expect(within(talk!).getByText(TALKS[0]!.date)).not.toHaveAttribute('lang');
    const [course] = within(region(texts.teaching)).getAllByRole('article');
    expect(within(course!).getByText(TEACHING[0]!.institution)).toHaveAttribute('lang', english.tag);
    expect(within(course!).getByRole('link', { name: new RegExp(texts.materials) })).toBeInTheDocument();
    const items = within(region(texts.news)).getAllByRole('listitem');
    expect(within(items[1]!).getByText(NEWS[1]!.text)).toHaveAttribute('lang', english.tag);
    // the first item's words are the translation's: not marked
    expect(items[0]!.querySelector('p')).not.toHaveAttribute('lang');
  });
});
