import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuEntries, profile as contentProfile, profileTargets } from '../../../tests/support/site-content';

/**
 * The menu's entries, their order and their targets: asserted here, on the list the navigation bar
 * renders (navbar.test.tsx checks how it renders them, tests/engines/behaviours.ts how the browser
 * opens, places and walks the list).
 */

/** The menu as it is built for the profile of a fixture owner. */
async function menuFor(owner: 'spec-owner' | 'sparse-owner') {
  vi.resetModules();
  vi.doMock('@/content/profile', () => import(`../../../tests/fixtures/content/${owner}/profile.ts`));
  const { menuLinks } = await import('./menu-links');
  return menuLinks.map(({ label, href }) => [label, href]);
}

afterEach(() => vi.doUnmock('@/content/profile'));

describe('the menu entries', () => {
  it('are LinkedIn, GitHub, Resume, Blog and Google Scholar, in that order, for an owner who has them all', async () => {
    const { profile } = await import('../../../tests/fixtures/content/spec-owner/profile');
    expect(await menuFor('spec-owner')).toEqual([
      ['LinkedIn', profile.links!.linkedin],
      ['GitHub', profile.links!.github],
      ['Resume', `/${profile.resume!}`],
      ['Blog', '/blog'],
      ['Google Scholar', profile.links!.scholar],
    ]);
  });

  it('leave out each link the owner does not have, and always keep the blog', async () => {
    const { profile } = await import('../../../tests/fixtures/content/sparse-owner/profile');
    expect(profile.links).toEqual({ github: profile.links!.github });
    expect(await menuFor('sparse-owner')).toEqual([
      ['GitHub', profile.links!.github],
      ['Blog', '/blog'],
    ]);
  });

  it('of the content under test are the links it has, in the fixed order, each leading where the content says', async () => {
    vi.resetModules();
    const { menuLinks } = await import('./menu-links');
    const targets: Record<string, string | undefined> = {
      ...profileTargets,
      // the generated résumé is published as resume.pdf, the owner's own PDF under its name
      Resume: contentProfile.resume && (contentProfile.resume === 'generated' ? '/resume.pdf' : `/${contentProfile.resume}`),
      Blog: '/blog',
    };
    expect(menuLinks.map(({ label, href }) => [label, href])).toEqual(menuEntries.map((label) => [label, targets[label]]));
  });
});
