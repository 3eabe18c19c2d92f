import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ExperienceFile from '@/content/experience';
import type * as ProfileFile from '@/content/profile';
import { renderRoute } from '../../../tests/support/render-route';

// An owner with no research, no publications, no projects, no technologies and no email: the owner's own profile and
// experience otherwise, so their pictures exist in this build.
vi.mock('@/content/research', () => ({ research: [] }));
vi.mock('virtual:publications', () => ({ hasPublications: false, PublicationsNow: undefined, loadPublications: undefined }));
vi.mock('@/content/projects', () => ({ projects: [] }));
vi.mock('@/content/technologies', () => ({ technologies: [] }));
vi.mock('@/content/profile', async (importOriginal) => {
  const { profile } = await importOriginal<typeof ProfileFile>();
  return { profile: { ...profile, email: undefined } };
});
vi.mock('@/content/experience', async (importOriginal) => {
  const { experience } = await importOriginal<typeof ExperienceFile>();
  const job = { period: '2020 - 2021', role: 'Engineer', company: 'Somewhere', description: [], technologies: [] };
  return { experience: experience.length > 0 ? experience : [job] };
});

describe('a home page whose content leaves sections out', () => {
  it('renders no heading, no list and no landmark of an empty section, and no contact without an email', () => {
    const { container } = renderRoute('/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experience']);
    for (const id of ['research', 'projects', 'technologies', 'contact']) expect(document.getElementById(id), id).toBeNull();
    expect(container.querySelectorAll('section')).toHaveLength(2); // the intro and Experience
    expect(screen.queryByText(/mailto:|Get in Touch/)).toBeNull();
  });
});
