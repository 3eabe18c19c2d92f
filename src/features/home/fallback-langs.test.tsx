import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import { type Language, languages, loadLanguage } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';
import { blog, experience, profile, projects, technologies } from '../../../tests/support/site-content';

// A page in another language whose translation left some of the owner's words out: those words show
// in the default language, each on an element marked with the default language's tag, and nothing
// else is marked (a site in three languages, tests/support/more-languages.ts).
const FALLBACKS = vi.hoisted(() => [
  'profile.tagline',
  'experience.0.role',
  'experience.0.description',
  'projects.0.title',
  'technologies.0.name',
  'blog.comingSoon',
  'blog.topics.0.title',
]);
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  return languagesModule(
    withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>()), FALLBACKS),
  );
});

const [english, portuguese] = (await Promise.all(languages.map(loadLanguage))) as [Language, Language];
const main = () => screen.getByRole('main');
const marked = () => Array.from(main().querySelectorAll('[lang]'), (element) => element.getAttribute('lang'));
const cardButton = (section: string, index: number) =>
  within(document.getElementById(section)!)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'dialog')[index]!;

describe('the owner’s words a translation left out', () => {
  it('mark nothing on the default language’s pages', async () => {
    const home = await renderRoute('/');
    expect(marked()).toEqual([]);
    home.unmount();
    await renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: english.texts.blogTitle });
    expect(marked()).toEqual([]);
  });

  it('are marked with the default language on a page in another, each on the element that holds them', async () => {
    await renderRoute('/pt-br');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(portuguese.texts.greeting(profile.name));
    expect(screen.getByText(profile.tagline)).toHaveAttribute('lang', english.tag);
    expect(screen.getByText(profile.welcome)).not.toHaveAttribute('lang');
    let expected = 1;
    const [first, second] = experience;
    if (first) {
      expect(screen.getByRole('heading', { level: 2, name: portuguese.texts.experience })).toBeInTheDocument();
      const card = cardButton('experience', 0);
      expect(card).toHaveAttribute('lang', english.tag);
      const article = card.closest('article')!;
      expect(within(article).getByText(first.company)).not.toHaveAttribute('lang');
      expect(within(article).getByText(first.period)).not.toHaveAttribute('lang');
      // the hover layer's first line and the printout's list of every line
      const lines = article.querySelectorAll('.line-clamp-3, ul:not([aria-label])');
      expect(Array.from(lines, (line) => line.getAttribute('lang'))).toEqual(
        first.description.length > 0 ? [english.tag, english.tag] : [null],
      );
      expected += 1 + (first.description.length > 0 ? 2 : 0);
    }
    if (second) expect(cardButton('experience', 1)).not.toHaveAttribute('lang');
    if (projects[0]) {
      expect(cardButton('projects', 0)).toHaveAttribute('lang', english.tag);
      expected += 1;
    }
    if (technologies[0]) {
      expect(screen.getByRole('img', { name: technologies[0].name })).toHaveAttribute('lang', english.tag);
      expected += 1;
    }
    expect(marked()).toEqual(Array.from({ length: expected }, () => english.tag));
  });

  it.runIf(experience[0])('are marked in the dialog too', async () => {
    const { user } = await renderRoute('/pt-br');
    await user.click(cardButton('experience', 0));
    const dialog = within(await screen.findByRole('dialog', { name: portuguese.texts.experienceDetails }));
    const [first] = experience;
    expect(dialog.getByRole('heading', { level: 3 })).toHaveAttribute('lang', english.tag);
    expect(dialog.getByText(first!.company)).not.toHaveAttribute('lang');
    if (first!.description.length > 0)
      expect(dialog.getByText(first!.description[0]!).closest('ul')).toHaveAttribute('lang', english.tag);
    else expect(dialog.getByText(portuguese.texts.detailsComingSoon)).not.toHaveAttribute('lang');
  });

  it('are marked on the blog page', async () => {
    await renderRoute('/pt-br/blog');
    // at once without posts, once their list has loaded with them
    expect(await screen.findByRole('heading', { level: 1, name: portuguese.texts.blogTitle })).toBeInTheDocument();
    expect(screen.getByText(blog.comingSoon)).toHaveAttribute('lang', english.tag);
    const [topic, other] = blog.topics;
    if (topic) {
      expect(screen.getByRole('heading', { level: 3, name: topic.title })).toHaveAttribute('lang', english.tag);
      expect(screen.getByText(topic.text)).not.toHaveAttribute('lang');
    }
    if (other) expect(screen.getByRole('heading', { level: 3, name: other.title })).not.toHaveAttribute('lang');
  });
});
