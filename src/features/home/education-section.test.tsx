import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type { EducationEntry } from '@/shared/content/schema';
import type { ResumeSectionTexts } from '@/shared/i18n/site-texts';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';

// The Education section, whatever the content under test: an owner's degrees given to the page in
// three languages (tests/support/more-languages.ts), the Portuguese translation leaving the first
// degree's institution and courses out. What each entry must show is read from these entries, the
// headings' words from the spec.

const EDUCATION = vi.hoisted((): EducationEntry[] => [
  {
    period: 'Sep 2016 - Jun 2018',
    institution: 'Example Institute of Technology',
    degree: 'Master of Science',
    area: 'Robotics',
    score: 'GPA 3.9/4.0',
    courses: ['Optimal Control', 'Robot Learning'],
    description: ['Thesis: learning to grasp from one demonstration.'],
    url: 'https://www.example.edu/',
  },
  { period: '2012 - 2016', institution: 'Sample University', degree: 'BEng Mechanical Engineering' },
]);
const FALLBACKS = vi.hoisted(() => ['education.0.institution', 'education.0.courses']);
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
      words: { ...language.words, education: EDUCATION },
      resumeSectionTexts: sectionTexts[language.tag] ?? english.resumeSections,
    })),
  );
});

const [english, portuguese] = (await Promise.all(languages.map(loadLanguage))) as [Language, Language];
const section = () => screen.getByRole('region', { name: english.resumeSectionTexts!.education });

describe('the Education section', () => {
  it('follows Research Experience (or the first card section before it) and precedes the rest', async () => {
    await renderRoute('/');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const at = headings.indexOf('Education');
    expect(at).toBeGreaterThan(-1);
    expect(
      headings.slice(0, at).every((heading) => ['Experience', 'Research Experience'].includes(heading ?? '')),
    ).toBe(true);
  });

  it('shows each degree with what was studied, its institution, period, result, lines and courses', async () => {
    await renderRoute('/');
    const articles = within(section()).getAllByRole('article');
    expect(articles).toHaveLength(EDUCATION.length);
    EDUCATION.forEach((entry, index) => {
      const article = within(articles[index]!);
      expect(article.getByRole('heading', { level: 3 })).toHaveTextContent(
        entry.area ? `${entry.degree} in ${entry.area}` : entry.degree,
      );
      for (const text of [entry.institution, entry.period, entry.score, ...(entry.description ?? [])])
        if (text) expect(articles[index]).toHaveTextContent(text);
      const courses = article.queryByRole('list', { name: 'Courses' });
      if (entry.courses)
        expect(
          within(courses!)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(entry.courses);
      else expect(courses).toBeNull();
      // its institution's site, in a new tab, said to a screen reader
      const link = article.queryByRole('link');
      if (entry.url) {
        expect(link).toHaveAttribute('href', entry.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveTextContent(`${entry.institution} (opens in a new tab)`);
      } else expect(link).toBeNull();
    });
  });

  it('is in the page’s language, the fields its translation leaves out marked with the default language’s', async () => {
    await renderRoute('/pt-br');
    const region = screen.getByRole('region', { name: portuguese.resumeSectionTexts!.education });
    const [first] = within(region).getAllByRole('article');
    const [entry] = EDUCATION;
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      portuguese.resumeSectionTexts!.degreeIn(entry!.degree, entry!.area!),
    );
    expect(within(first!).getByText(entry!.period)).not.toHaveAttribute('lang');
    expect(within(first!).getByRole('link').closest('p')).toHaveAttribute('lang', english.tag);
    expect(
      within(first!).getByRole('list', { name: portuguese.resumeSectionTexts!.courses }).parentElement,
    ).toHaveAttribute('lang', english.tag);
  });
});
