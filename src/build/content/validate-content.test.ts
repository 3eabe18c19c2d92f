// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { ownContent, validateContent, type ContentFiles } from './validate-content';

const paths = {
  imagesDir: fileURLToPath(new URL('../content/images', import.meta.url)),
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
};

const withContent = (patch: Partial<ContentFiles>) => validateContent({ ...ownContent, ...patch }, paths);

describe('the owner content', () => {
  it('is valid', () => {
    expect(validateContent(ownContent, paths)).toEqual([]);
  });

  it('has the sample sizes of the spec: 5 experience, 3 research, 6 projects, 12 technologies', () => {
    expect([experience.length, research.length, projects.length, technologies.length]).toEqual([5, 3, 6, 12]);
  });

  it('exercises both fallbacks: a project without github, a research entry without description', () => {
    expect(projects.some((project) => !project.github)).toBe(true);
    expect(research.some((entry) => entry.description.length === 0)).toBe(true);
  });
});

describe('content validation', () => {
  it('names the file, the entry and the field of an empty role', () => {
    const bad = experience.map((entry, i) => (i === 1 ? { ...entry, role: '  ' } : entry));
    expect(withContent({ experience: bad })).toEqual(['src/content/experience.ts, entry 2, field "role": must not be empty']);
  });

  it('rejects a malformed URL', () => {
    const bad = projects.map((p, i) => (i === 0 ? { ...p, github: 'github.com/someone/repo' } : p));
    expect(withContent({ projects: bad })).toEqual([
      `src/content/projects.ts, entry 1 ("${projects[0]!.title}"), field "github": must be an absolute http(s) URL`,
    ]);
  });

  it('rejects a non-http URL scheme', () => {
    const bad = { ...profile, links: { ...profile.links, scholar: 'javascript:alert(1)' } };
    expect(withContent({ profile: bad })).toEqual([
      'src/content/profile.ts, profile, field "links.scholar": must be an absolute http(s) URL',
    ]);
  });

  it('takes a site URL with or without a path and a trailing slash', () => {
    const hsts = { includeSubDomains: false, preload: false };
    for (const url of ['https://example.com', 'https://example.com/', 'https://avery.github.io/portfolio/', 'https://avery.github.io/portfolio']) {
      expect(withContent({ site: { url, hsts } }), url).toEqual([]);
    }
  });

  it('rejects a site URL with a query, a fragment or a path that is no folder name', () => {
    const hsts = { includeSubDomains: false, preload: false };
    expect(withContent({ site: { url: 'https://example.com/?ref=1', hsts } })).toEqual([
      'src/content/site.ts, site, field "url": must not have a query (?…) or a fragment (#…)',
    ]);
    expect(withContent({ site: { url: 'https://example.com/my%20site/', hsts } })).toEqual([
      'src/content/site.ts, site, field "url": must be the address of the site\'s home page, such as "https://avery.github.io/portfolio/"',
    ]);
  });

  it('rejects HSTS preload without includeSubDomains', () => {
    expect(withContent({ site: { url: 'https://example.com', hsts: { includeSubDomains: false, preload: true } } })).toEqual([
      'src/content/site.ts, site, field "hsts.preload": preload needs includeSubDomains: true (the HSTS preload list requires both)',
    ]);
  });

  it('rejects a bad email', () => {
    expect(withContent({ profile: { ...profile, email: 'avery at example' } })).toEqual([
      'src/content/profile.ts, profile, field "email": must be a valid email address',
    ]);
  });

  it('rejects an image file that does not exist', () => {
    const bad = research.map((entry, i) => (i === 2 ? { ...entry, image: 'missing-logo.png' } : entry));
    expect(withContent({ research: bad })).toEqual([
      `src/content/research.ts, entry 3 ("${research[2]!.role}"), field "image": image "missing-logo.png" does not exist in src/content/images`,
    ]);
  });

  it('rejects a resume that is not in public/', () => {
    const bad = { ...profile, links: { ...profile.links, resume: '/cv-2026.pdf' } };
    expect(withContent({ profile: bad })).toEqual([
      'src/content/profile.ts, profile, field "links.resume": file "public/cv-2026.pdf" does not exist',
    ]);
  });

  it('rejects an icon that its set does not have, or that names no known set', () => {
    const [first, second, ...rest] = technologies;
    expect(withContent({ technologies: [{ ...first!, icon: 'SiPyth0n' }, { ...second!, icon: 'python' }, ...rest] })).toEqual([
      'src/content/technologies.ts, entry 1 ("Python"), field "icon": react-icons/si has no icon "SiPyth0n"',
      `src/content/technologies.ts, entry 2 ("${second!.name}"), field "icon": "python" must start with Si, Fa or Di (a react-icons set)`,
    ]);
  });

  it('rejects an unknown field, a missing field and a technology without an icon', () => {
    const [first, ...rest] = technologies;
    const errors = withContent({
      experience: [{ ...experience[0], colour: 'red' }, ...experience.slice(1)],
      research: [{ ...research[0], company: undefined }],
      technologies: [{ name: first!.name, icon: 42 }, ...rest],
    });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^src\/content\/experience\.ts, entry 1 \(".+"\), field "\(the entry itself\)": .*colour/);
    expect(errors[1]).toMatch(/^src\/content\/research\.ts, entry 1 \(".+"\), field "company": /);
    expect(errors[2]).toBe(
      'src/content/technologies.ts, entry 1 ("Python"), field "icon": must be an icon name such as "SiPython"',
    );
  });
});
