import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type { Language } from '@/ui/language';
import { renderRoute } from '../../../tests/support/render-route';

// An owner with no research, no education, no publications, no projects, no technologies and no email: the owner's
// own profile and experience otherwise, so their pictures exist in this build.
vi.mock('virtual:publications', () => ({
  hasPublications: false,
  PublicationsNow: undefined,
  loadPublications: undefined,
  publicationsJsonLd: undefined,
}));
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, wholeLanguages } = await import('../../../tests/support/more-languages');
  const job = { period: '2020 - 2021', role: 'Engineer', company: 'Somewhere', description: [], technologies: [] };
  const leaner = (language: Language): Language => {
    const { words } = language;
    const experience = words.experience.length > 0 ? words.experience : [job];
    return {
      ...language,
      words: {
        ...words,
        profile: { ...words.profile, email: undefined },
        experience,
        research: [],
        projects: [],
        technologies: [],
        education: [],
      },
    };
  };
  return languagesModule((await wholeLanguages(await importOriginal<typeof LanguagesModule>())).map(leaner));
});

describe('a home page whose content leaves sections out', () => {
  it('renders no heading, no list and no landmark of an empty section, and no contact without an email', async () => {
    const { container } = await renderRoute('/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experience']);
    for (const id of ['research', 'education', 'projects', 'technologies', 'contact'])
      expect(document.getElementById(id), id).toBeNull();
    expect(container.querySelectorAll('section')).toHaveLength(2); // the intro and Experience
    expect(screen.queryByText(/mailto:|Get in Touch/)).toBeNull();
  });
});
