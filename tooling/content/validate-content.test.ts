import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { networks } from '../../src/shared/content/networks';
import { contentFolder, contentLabel } from './folder.mjs';
import { content as ownContent } from '../../tests/support/own-content';
import { validateContent, type ContentFiles } from './validate-content';
import { SUB_PATH } from '../../tests/support/sub-path';

describe("the content of this build (src/content, or CONTENT_DIR's)", () => {
  it('is valid', () => {
    expect(validateContent(ownContent, { dir: contentFolder(), label: contentLabel() })).toEqual([]);
  });
});

// The validator on a small content set of its own, with the images of the spec-shaped fixture owner.
const paths = {
  dir: fileURLToPath(new URL('../../tests/fixtures/content/spec-owner', import.meta.url)),
  label: 'src/content',
};
const hsts = { includeSubDomains: false, preload: false };
const job = {
  period: '2024 - Present',
  image: 'logo-lab.svg',
  role: 'Engineer',
  company: 'Lab',
  description: ['Built things.'],
  technologies: ['Go'],
};
const valid: ContentFiles = {
  site: { url: 'https://example.com', hsts },
  profile: {
    name: 'Sam Example',
    tagline: 'Developer',
    jobTitle: 'Engineer',
    welcome: 'Hello.',
    photo: 'portrait.jpg',
    photoAlt: 'Sam',
    logo: 'mark.svg',
  },
  experience: [job, { ...job, role: 'Intern' }],
  research: [],
  projects: [{ title: 'Tool', description: [], technologies: [] }],
  technologies: [{ name: 'Python', icon: 'SiPython' }],
  blog: {
    about: 'databases',
    comingSoon: 'Notes on databases are on their way.',
    topics: [{ title: 'Storage', text: 'How pages reach the disk.', icon: 'chart-line' }],
  },
};
const withContent = (patch: Partial<ContentFiles>) => validateContent({ ...valid, ...patch }, paths);
const profile = valid.profile as Record<string, unknown>;

describe('content validation', () => {
  it('takes empty lists, no links, no email, no résumé and cards without a picture', () => {
    expect(withContent({})).toEqual([]);
    expect(withContent({ experience: [], projects: [], technologies: [] })).toEqual([]);
    expect(withContent({ profile: { ...profile, links: {} } })).toEqual([]);
  });

  it('takes a profile without a photo, and names a photo without its description or a description without a photo', () => {
    const withoutPhoto = Object.fromEntries(
      Object.entries(profile).filter(([field]) => field !== 'photo' && field !== 'photoAlt'),
    );
    expect(withContent({ profile: withoutPhoto })).toEqual([]);
    expect(withContent({ profile: { ...withoutPhoto, photo: 'portrait.jpg' } })).toEqual([
      'src/content/profile.ts, profile, field "photoAlt": is required with a photo: what it shows, for a reader who cannot see it',
    ]);
    expect(withContent({ profile: { ...withoutPhoto, photoAlt: 'Sam' } })).toEqual([
      'src/content/profile.ts, profile, field "photoAlt": describes a photo, and there is none: remove it, or name your photo as photo',
    ]);
  });

  it('takes every image format it can serve', () => {
    for (const image of ['logo-lab.svg', 'portrait.jpg', 'project-tumor.png', 'logo-basket.webp']) {
      expect(withContent({ experience: [{ ...job, image }] }), image).toEqual([]);
    }
  });

  it('names the file, the entry and the field of an empty role', () => {
    expect(withContent({ experience: [job, { ...job, role: '  ' }] })).toEqual([
      'src/content/experience.ts, entry 2, field "role": must not be empty',
    ]);
  });

  it('rejects a malformed URL', () => {
    expect(
      withContent({ projects: [{ title: 'Tool', description: [], technologies: [], github: 'github.com/sam/tool' }] }),
    ).toEqual(['src/content/projects.ts, entry 1 ("Tool"), field "github": must be an absolute http(s) URL']);
  });

  it('rejects a non-http URL scheme', () => {
    expect(withContent({ profile: { ...profile, links: { scholar: 'javascript:alert(1)' } } })).toEqual([
      'src/content/profile.ts, profile, field "links.scholar": must be an absolute http(s) URL',
    ]);
  });

  it('names the field a misspelt one meant, at any depth', () => {
    expect(withContent({ profile: { ...profile, links: { githb: 'https://github.com/sam' } } })).toEqual([
      'src/content/profile.ts, profile, field "links.githb": unknown field: did you mean "github"?',
    ]);
    expect(withContent({ experience: [{ ...job, descripton: ['x'] }] })).toEqual([
      'src/content/experience.ts, entry 1 ("Engineer"), field "descripton": unknown field: did you mean "description"?',
    ]);
  });

  it('names the new name of a renamed field, once, for content written before the rename', () => {
    const { period, ...rest } = job;
    expect(withContent({ research: [{ ...rest, year: period }] })).toEqual([
      'src/content/research.ts, entry 1 ("Engineer"), field "year": renamed: write it as "period"',
    ]);
  });

  it('lists the fields when an unknown one is like none of them, and knows a network by its other name', () => {
    const fields = [...networks.map(({ field }) => `"${field}"`), '"other"'].join(', ');
    expect(withContent({ profile: { ...profile, links: { myspace: 'https://myspace.com/sam' } } })).toEqual([
      `src/content/profile.ts, profile, field "links.myspace": unknown field: the fields are ${fields}`,
    ]);
    expect(withContent({ profile: { ...profile, links: { twitter: 'https://x.com/sam' } } })).toEqual([
      'src/content/profile.ts, profile, field "links.twitter": unknown field: did you mean "x"?',
    ]);
  });

  it('takes any profile: every network of its own, and others by their name', () => {
    const links = {
      ...Object.fromEntries(networks.map(({ field }) => [field, `https://example.com/${field}`])),
      other: [{ name: 'Codeforces', url: 'https://codeforces.com/profile/sam' }],
    };
    expect(withContent({ profile: { ...profile, links } })).toEqual([]);
    expect(
      withContent({ profile: { ...profile, links: { other: [{ name: ' ', url: 'ftp://example.com' }] } } }),
    ).toEqual([
      'src/content/profile.ts, profile, field "links.other.0.name": must not be empty',
      'src/content/profile.ts, profile, field "links.other.0.url": must be an absolute http(s) URL',
    ]);
  });

  it('orders the menu with what the owner has, and names an entry they do not have', () => {
    const site = { url: 'https://example.com' };
    const withGithub = { ...profile, links: { github: 'https://github.com/sam' } };
    expect(withContent({ site: { ...site, menu: ['blog', 'github'] }, profile: withGithub })).toEqual([]);
    expect(
      withContent({ site: { ...site, menu: ['blog', 'scholar', 'resume', 'blog'] }, profile: withGithub }),
    ).toEqual(['src/content/site.ts, site, field "menu": must not list an entry twice']);
    expect(withContent({ site: { ...site, menu: ['blog', 'scholar', 'resume'] }, profile: withGithub })).toEqual([
      'src/content/site.ts, site, field "menu.1": "scholar" is not yours to list (profile.ts\'s links have no scholar)',
      'src/content/site.ts, site, field "menu.2": "resume" is not yours to list (profile.ts has no resume)',
    ]);
    expect(withContent({ site: { ...site, menu: ['blog', 'twitter'] }, profile: withGithub })[0]).toMatch(
      /^src\/content\/site\.ts, site, field "menu\.1": /,
    );
  });

  it('takes a language tag in site.ts in any case, and names both ways of writing a language listed twice', () => {
    const site = { url: 'https://example.com', hsts };
    expect(withContent({ site: { ...site, languages: ['en', 'zh-hans', 'PT-BR'] } })).toEqual([]);
    expect(withContent({ site: { ...site, languages: ['en', 'zh-Hans', 'zh-hans', 'en'] } })).toEqual([
      'src/content/site.ts, site, field "languages": lists one language twice, as "zh-Hans" and as "zh-hans" (a language tag\'s case does not matter)',
      'src/content/site.ts, site, field "languages": must not list "en" twice',
    ]);
    expect(withContent({ site: { ...site, languages: ['en', 'zh_Hans'] } })).toEqual([
      'src/content/site.ts, site, field "languages.1": must be a language tag (BCP 47), such as "en", "pt-BR" or "zh-Hans"',
    ]);
  });

  it('takes a site URL with or without a path and a trailing slash', () => {
    for (const url of [
      'https://example.com',
      'https://example.com/',
      `https://avery.github.io${SUB_PATH}`,
      `https://avery.github.io${SUB_PATH.slice(0, -1)}`,
    ]) {
      expect(withContent({ site: { url, hsts } }), url).toEqual([]);
    }
  });

  it('rejects a site URL with a query, a fragment or a path that is no folder name', () => {
    expect(withContent({ site: { url: 'https://example.com/?ref=1', hsts } })).toEqual([
      'src/content/site.ts, site, field "url": must not have a query (?…) or a fragment (#…)',
    ]);
    expect(withContent({ site: { url: 'https://example.com/my%20site/', hsts } })).toEqual([
      'src/content/site.ts, site, field "url": must be the address of the site\'s home page, such as "https://avery.github.io/portfolio/"',
    ]);
  });

  it('rejects HSTS preload without includeSubDomains', () => {
    expect(
      withContent({ site: { url: 'https://example.com', hsts: { includeSubDomains: false, preload: true } } }),
    ).toEqual([
      'src/content/site.ts, site, field "hsts.preload": preload needs includeSubDomains: true (the HSTS preload list requires both)',
    ]);
  });

  it('rejects a bad email', () => {
    expect(withContent({ profile: { ...profile, email: 'sam at example' } })).toEqual([
      'src/content/profile.ts, profile, field "email": must be a valid email address',
    ]);
  });

  it('rejects an image file that does not exist, and a format it cannot serve', () => {
    expect(withContent({ experience: [job, { ...job, image: 'missing-logo.png' }] })).toEqual([
      'src/content/experience.ts, entry 2 ("Engineer"), field "image": image "missing-logo.png" does not exist in src/content/images',
    ]);
    expect(withContent({ profile: { ...profile, photo: 'me.heic' } })).toEqual([
      'src/content/profile.ts, profile, field "photo": must be a file name in the images folder, such as "logo.svg" (svg, png, jpg, jpeg, webp, avif)',
    ]);
  });

  it('rejects a résumé file that is not in the content folder', () => {
    expect(withContent({ profile: { ...profile, resume: 'cv-2026.pdf' } })).toEqual([
      'src/content/profile.ts, profile, field "resume": file "src/content/cv-2026.pdf" does not exist',
    ]);
  });

  it('rejects an icon that its set does not have, or that names no known set', () => {
    expect(
      withContent({
        technologies: [
          { name: 'Python', icon: 'SiPyth0n' },
          { name: 'Go', icon: 'go' },
        ],
      }),
    ).toEqual([
      'src/content/technologies.ts, entry 1 ("Python"), field "icon": react-icons/si has no icon "SiPyth0n"',
      'src/content/technologies.ts, entry 2 ("Go"), field "icon": "go" must start with Si, Fa or Di (a react-icons set)',
    ]);
  });

  it('rejects a missing field, a technology without an icon and a list that is no list', () => {
    const noCompany: Record<string, unknown> = { ...job };
    delete noCompany.company;
    const errors = withContent({
      research: [noCompany],
      technologies: [{ name: 'Python', icon: 42 }],
      projects: {} as unknown[],
    });
    expect(errors).toEqual([
      'src/content/research.ts, entry 1 ("Engineer"), field "company": is required',
      'src/content/projects.ts: must export a list (an empty list [] leaves the section out)',
      'src/content/technologies.ts, entry 1 ("Python"), field "icon": must be an icon name such as "SiPython"',
    ]);
  });
});
