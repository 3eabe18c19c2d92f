// @module-tag own-menu
// @module-tag no-resume
// @module-tag generated-resume
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/shared/content/schema';
import { defaultLanguage as defaultPlace, type Language, loadLanguage } from '@/ui/language';
import portuguese from '@/shared/i18n/texts/pt-BR';
import { menuEntries, profile as contentProfile, profileTargets } from '../../../tests/support/site-content';
import { menuOrder } from '@/shared/content/menu-order';
import { menuLinks } from './menu-links';

const defaultLanguage = await loadLanguage(defaultPlace);

/** The menu's order when site.ts gives none (whatever this build's site.ts says). */
const DEFAULT_ORDER = menuOrder(undefined);

/**
 * The menu's entries, their order and their targets: asserted here, on the list the navigation bar
 * renders (navbar.test.tsx checks how it renders them, tests/browsers/behaviours/menu.ts how the browser
 * opens, places and walks the list).
 */

/** The default language, its owner's profile replaced by `profile`. */
const withProfile = (profile: Profile): Language => ({
  ...defaultLanguage,
  words: { ...defaultLanguage.words, profile },
});

/** The menu as it is built for the profile of a fixture owner. */
async function menuFor(owner: 'spec-owner' | 'sparse-owner') {
  const { profile } = (await import(`../../../tests/fixtures/content/${owner}/profile.ts`)) as { profile: Profile };
  return menuLinks(withProfile(profile), DEFAULT_ORDER).map(({ label, href }) => [label, href]);
}

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

  it('of the content under test are the links it has, in the fixed order, each leading where the content says', () => {
    const targets: Record<string, string | undefined> = {
      ...profileTargets,
      // the generated résumé is published as resume.pdf, the owner's own PDF under its name
      Resume:
        contentProfile.resume && (contentProfile.resume === 'generated' ? '/resume.pdf' : `/${contentProfile.resume}`),
      Blog: '/blog',
    };
    expect(menuLinks(defaultLanguage).map(({ label, href }) => [label, href])).toEqual(
      menuEntries.map((label) => [label, targets[label]]),
    );
  });

  it("in another language are named in its words, lead to its blog and to its résumé, and keep the networks' names", async () => {
    const { profile } = await import('../../../tests/fixtures/content/spec-owner/profile');
    const generated = { ...profile, resume: 'generated' };
    const language = (resumePdf: boolean): Language => ({
      ...withProfile(generated),
      tag: 'xx',
      prefix: 'xx',
      resumePdf,
      texts: portuguese,
    });
    expect(menuLinks(language(true), DEFAULT_ORDER).map(({ label, href }) => [label, href])).toEqual([
      ['LinkedIn', profile.links!.linkedin],
      ['GitHub', profile.links!.github],
      [portuguese.resume, '/xx/resume.pdf'],
      [portuguese.blog, '/xx/blog'],
      ['Google Scholar', profile.links!.scholar],
    ]);
    // a language the résumé cannot be set in (right to left, a script its font lacks) links the default language's
    expect(menuLinks(language(false), DEFAULT_ORDER).find(({ icon }) => icon === 'file-pdf')?.href).toBe('/resume.pdf');
  });

  it("list every network of the owner, a website by its address and their other links by name, after the spec's five", () => {
    const profile: Profile = {
      ...defaultLanguage.words.profile,
      resume: 'generated',
      links: {
        website: 'https://www.sam-lee.dev/lab/',
        mastodon: 'https://sigmoid.social/@sam',
        scholar: 'https://scholar.google.com/citations?user=SAM',
        github: 'https://github.com/sam',
        other: [{ name: 'Codeforces', url: 'https://codeforces.com/profile/sam' }],
        huggingface: 'https://huggingface.co/sam',
      },
    };
    expect(menuLinks(withProfile(profile), DEFAULT_ORDER).map(({ label, href, icon }) => [label, href, icon])).toEqual([
      ['GitHub', 'https://github.com/sam', 'github'],
      ['Resume', '/resume.pdf', 'file-pdf'],
      ['Blog', '/blog', 'blog'],
      ['Google Scholar', 'https://scholar.google.com/citations?user=SAM', 'google-scholar'],
      ['Hugging Face', 'https://huggingface.co/sam', 'hugging-face'],
      ['Mastodon', 'https://sigmoid.social/@sam', 'mastodon'],
      ['sam-lee.dev', 'https://www.sam-lee.dev/lab/', 'website'],
      ['Codeforces', 'https://codeforces.com/profile/sam', 'link'],
    ]);
  });

  it("follow site.ts's menu: its order, and only the entries it names", () => {
    const profile: Profile = {
      ...defaultLanguage.words.profile,
      resume: 'generated',
      links: { github: 'https://github.com/sam', x: 'https://x.com/sam' },
    };
    expect(menuLinks(withProfile(profile), ['blog', 'x', 'resume']).map(({ label }) => label)).toEqual([
      'Blog',
      'X',
      'Resume',
    ]);
  });
});
