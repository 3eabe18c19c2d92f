import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, routerBasename, sitePath, siteUrl } from './site-paths';

vi.mock('@/content/site', () => ({ site: { url: 'https://avery.github.io/portfolio/' } }));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('paths inside the site', () => {
  it('carry the base path of a sub-path build', () => {
    vi.stubEnv('BASE_URL', '/portfolio/');
    expect(sitePath('/')).toBe('/portfolio/');
    expect(sitePath('/resume.pdf')).toBe('/portfolio/resume.pdf');
    expect(sitePath('blog')).toBe('/portfolio/blog');
    expect(sitePath('//evil.example/x')).toBe('/portfolio/evil.example/x');
    expect(routerBasename()).toBe('/portfolio');
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
    vi.stubEnv('BASE_URL', '/portfolio/');
    expect(siteUrl('/')).toBe('https://avery.github.io/portfolio/');
    expect(siteUrl('/blog')).toBe('https://avery.github.io/portfolio/blog');
    expect(siteUrl('/og-image.png')).toBe('https://avery.github.io/portfolio/og-image.png');
    expect(absoluteUrl('/portfolio/assets/photo-1a2b.avif')).toBe('https://avery.github.io/portfolio/assets/photo-1a2b.avif');
  });

  it('follow BASE_PATH rather than the path written in the site URL', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(siteUrl('/blog')).toBe('https://avery.github.io/blog');
  });
});
