import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, routerBasename, sitePath, siteUrl } from './site-paths';
import { SUB_PATH } from '../../tests/support/sub-path';

vi.mock('virtual:site', async () => {
  // (a factory runs before the file's imports: it imports what it needs)
  const { SUB_PATH } = await import('../../tests/support/sub-path');
  return { site: { url: `https://avery.github.io${SUB_PATH}` } };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('paths inside the site', () => {
  it('carry the base path of a sub-path build', () => {
    vi.stubEnv('BASE_URL', SUB_PATH);
    expect(sitePath('/')).toBe(SUB_PATH);
    expect(sitePath('/resume.pdf')).toBe(`${SUB_PATH}resume.pdf`);
    expect(sitePath('blog')).toBe(`${SUB_PATH}blog`);
    expect(sitePath('//evil.example/x')).toBe(`${SUB_PATH}evil.example/x`);
    expect(routerBasename()).toBe(SUB_PATH.slice(0, -1));
  });

  it('stay as they are at the root', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/resume.pdf')).toBe('/resume.pdf');
    expect(routerBasename()).toBe('/');
  });
});

describe('absolute URLs of the site', () => {
  it('join the site origin and the base path', () => {
    vi.stubEnv('BASE_URL', SUB_PATH);
    expect(siteUrl('/')).toBe(`https://avery.github.io${SUB_PATH}`);
    expect(siteUrl('/blog')).toBe(`https://avery.github.io${SUB_PATH}blog`);
    expect(siteUrl('/og-image.png')).toBe(`https://avery.github.io${SUB_PATH}og-image.png`);
    expect(absoluteUrl(`${SUB_PATH}assets/photo-1a2b.avif`)).toBe(
      `https://avery.github.io${SUB_PATH}assets/photo-1a2b.avif`,
    );
  });

  it('follow BASE_PATH rather than the path written in the site URL', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(siteUrl('/blog')).toBe('https://avery.github.io/blog');
  });
});
