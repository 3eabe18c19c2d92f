import { describe, expect, it } from 'vitest';
import { SUB_PATH } from '../../tests/support/sub-path';
import { basePathOrRoot, normalizeBasePath, resolveBasePath } from './base-path';

// the sub-path's folder name, for the ways it may be written
const folder = SUB_PATH.slice(1, -1);

describe('base path', () => {
  it('comes from the path of the site URL', () => {
    expect(resolveBasePath(`https://avery.github.io${SUB_PATH}`, undefined)).toBe(SUB_PATH);
    expect(resolveBasePath(`https://avery.github.io/${folder}`, undefined)).toBe(SUB_PATH);
    expect(resolveBasePath('https://example.com', undefined)).toBe('/');
    expect(resolveBasePath('https://example.com/a/b/', undefined)).toBe('/a/b/');
  });

  it('is overridden by BASE_PATH, unless that is empty', () => {
    expect(resolveBasePath('https://example.com', SUB_PATH)).toBe(SUB_PATH);
    expect(resolveBasePath(`https://avery.github.io${SUB_PATH}`, '/')).toBe('/');
    expect(resolveBasePath(`https://avery.github.io${SUB_PATH}`, '')).toBe(SUB_PATH);
    expect(resolveBasePath(`https://avery.github.io${SUB_PATH}`, '  ')).toBe(SUB_PATH);
  });

  it('is "/" while the site\'s url is missing or no URL (content being fixed), as given otherwise', () => {
    expect(basePathOrRoot(undefined, undefined)).toBe('/');
    expect(basePathOrRoot('avery.github.io/portfolio', undefined)).toBe('/');
    expect(basePathOrRoot(`https://avery.github.io${SUB_PATH}`, undefined)).toBe(SUB_PATH);
    expect(basePathOrRoot('https://example.com', SUB_PATH)).toBe(SUB_PATH);
  });

  it('gets its leading and trailing slashes whatever way it is written', () => {
    for (const written of [folder, `/${folder}`, `${folder}/`, SUB_PATH, `//${folder}//`]) {
      expect(normalizeBasePath(written), written).toBe(SUB_PATH);
    }
    expect(normalizeBasePath('user.github.io-site/v2')).toBe('/user.github.io-site/v2/');
  });

  it('refuses what is no path of folder names', () => {
    expect(() => normalizeBasePath('/my portfolio/')).toThrow(
      'BASE_PATH "/my portfolio/" must be a path of folder names such as /portfolio/',
    );
    expect(() => normalizeBasePath('https://example.com/x/')).toThrow(/must be a path of folder names/);
    expect(() => normalizeBasePath('/a/../b/')).toThrow(/found "\.\."/);
    expect(() => normalizeBasePath('/a?b')).toThrow(/found "a\?b"/);
  });
});
