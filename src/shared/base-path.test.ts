import { describe, expect, it } from 'vitest';
import { normalizeBasePath, resolveBasePath } from './base-path';

describe('base path', () => {
  it('comes from the path of the site URL', () => {
    expect(resolveBasePath('https://avery.github.io/portfolio/', undefined)).toBe('/portfolio/');
    expect(resolveBasePath('https://avery.github.io/portfolio', undefined)).toBe('/portfolio/');
    expect(resolveBasePath('https://example.com', undefined)).toBe('/');
    expect(resolveBasePath('https://example.com/a/b/', undefined)).toBe('/a/b/');
  });

  it('is overridden by BASE_PATH, unless that is empty', () => {
    expect(resolveBasePath('https://example.com', '/portfolio/')).toBe('/portfolio/');
    expect(resolveBasePath('https://avery.github.io/portfolio/', '/')).toBe('/');
    expect(resolveBasePath('https://avery.github.io/portfolio/', '')).toBe('/portfolio/');
    expect(resolveBasePath('https://avery.github.io/portfolio/', '  ')).toBe('/portfolio/');
  });

  it('gets its leading and trailing slashes whatever way it is written', () => {
    for (const written of ['portfolio', '/portfolio', 'portfolio/', '/portfolio/', '//portfolio//']) {
      expect(normalizeBasePath(written), written).toBe('/portfolio/');
    }
    expect(normalizeBasePath('user.github.io-site/v2')).toBe('/user.github.io-site/v2/');
  });

  it('refuses what is no path of folder names', () => {
    expect(() => normalizeBasePath('/my portfolio/')).toThrow('BASE_PATH "/my portfolio/" must be a path of folder names such as /portfolio/');
    expect(() => normalizeBasePath('https://example.com/x/')).toThrow(/must be a path of folder names/);
    expect(() => normalizeBasePath('/a/../b/')).toThrow(/found "\.\."/);
    expect(() => normalizeBasePath('/a?b')).toThrow(/found "a\?b"/);
  });
});
