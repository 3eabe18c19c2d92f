import { afterEach, describe, expect, it, vi } from 'vitest';

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
});
