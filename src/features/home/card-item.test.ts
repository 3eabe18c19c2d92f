import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from 'virtual:languages';
import type { Project, TimelineEntry } from '@/shared/content/schema';
import { languages, loadLanguage } from '@/ui/language';
import { projectCard, timelineCard } from './card-item';

// A card without a picture shows initials: the same on every language's page (its face), from the
// title in the default language, or the owner's own `initials`. A site in two languages whose second
// one translates the titles, whatever the content under test.
const { english, job } = vi.hoisted(() => ({
  english: { title: 'Computer Vision Toolkit', description: ['A toolkit.'], technologies: [] } as Project,
  job: {
    period: '2024',
    role: 'Traffic Safety Researcher',
    company: 'TU Wien',
    description: ['Research.'],
    technologies: [],
  } as TimelineEntry,
}));
vi.mock('virtual:languages', async (importOriginal) => {
  const { languagesModule, withMoreLanguages, wholeLanguages } = await import('../../../tests/support/more-languages');
  const [first, second] = withMoreLanguages(await wholeLanguages(await importOriginal<typeof LanguagesModule>()));
  const words = (projects: Project[], research: TimelineEntry[]) => ({ ...first!.words, projects, research });
  return languagesModule([
    { ...first!, words: words([english], [job]) },
    {
      ...second!,
      words: words(
        [{ ...english, title: 'Werkzeuge für maschinelles Sehen' }],
        [{ ...job, role: 'Forscherin für Verkehrssicherheit' }],
      ),
      // what the build gives a language other than the default: the titles as the default language writes them
      defaultTitles: { experience: [], research: [job.role], projects: [english.title] },
    },
  ]);
});

const [defaultLanguage, translated] = await Promise.all(languages.map(loadLanguage));

describe('a card’s initials', () => {
  it('are those of its title in the default language, on the translated page too', () => {
    expect(projectCard(english, { language: defaultLanguage!, file: 'projects', index: 0 }).initials).toBe('CV');
    const project = translated!.words.projects[0]!;
    expect(projectCard(project, { language: translated!, file: 'projects', index: 0 })).toMatchObject({
      title: 'Werkzeuge für maschinelles Sehen',
      initials: 'CV',
    });
    const role = translated!.words.research[0]!;
    expect(timelineCard(role, { language: translated!, file: 'research', index: 0 })).toMatchObject({
      title: 'Forscherin für Verkehrssicherheit',
      initials: 'TS',
    });
  });

  it('are the owner’s own where the entry gives them', () => {
    expect(
      projectCard({ ...english, initials: 'KV' }, { language: translated!, file: 'projects', index: 0 }).initials,
    ).toBe('KV');
    expect(timelineCard({ ...job, initials: 'V' }).initials).toBe('V');
  });
});
