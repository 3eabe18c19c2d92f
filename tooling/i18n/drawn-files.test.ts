import { describe, expect, it } from 'vitest';
import arabic from '../../src/shared/i18n/texts/ar';
import german from '../../src/shared/i18n/texts/de';
import english from '../../src/shared/i18n/texts/en';
import { previewImageOf, resumeFallback } from './drawn-files';

// The résumé and the preview image are drawn with Inter (Latin, Greek, Cyrillic), left to right: a
// language they cannot be drawn in takes the default language's, and the build says why.

const profile = (name: string, jobTitle: string) =>
  ({ profile: { name, jobTitle } }) as Parameters<typeof previewImageOf>[1];
const defaults = profile('Katrín Ólafsdóttir', 'Computer Vision Engineer');

describe('the résumé of a language', () => {
  it('is written in a language of the Latin script, in Vietnamese and Greek too', () => {
    expect(resumeFallback({ dir: 'ltr' }, german)).toBeUndefined();
    expect(
      resumeFallback({ dir: 'ltr' }, { ...english, experience: 'Kinh nghiệm làm việc', publications: 'Δημοσιεύσεις' }),
    ).toBeUndefined();
  });

  it('is the default language’s for a language written right to left, or in a script its font lacks, naming the character', () => {
    expect(resumeFallback({ dir: 'rtl' }, arabic)).toBe('the résumé is set left to right only');
    expect(resumeFallback({ dir: 'ltr' }, { ...english, experience: '職歴' })).toBe(
      'its font (Inter) cannot draw "職" (in "職歴")',
    );
  });
});

describe('the link-preview image of a language', () => {
  it('is the default language’s where the owner’s name and job title are the same', () => {
    expect(previewImageOf({ prefix: '', dir: 'ltr' }, defaults, defaults)).toEqual({
      file: 'og-image.png',
      alt: 'Katrín Ólafsdóttir, Computer Vision Engineer',
    });
    expect(previewImageOf({ prefix: 'de', dir: 'ltr' }, defaults, defaults)).toEqual({
      file: 'og-image.png',
      alt: 'Katrín Ólafsdóttir, Computer Vision Engineer',
    });
  });

  it('is its own, in its folder, where they differ', () => {
    expect(
      previewImageOf(
        { prefix: 'de', dir: 'ltr' },
        profile('Katrín Ólafsdóttir', 'Ingenieurin für maschinelles Sehen'),
        defaults,
      ),
    ).toEqual({
      file: 'de/og-image.png',
      alt: 'Katrín Ólafsdóttir, Ingenieurin für maschinelles Sehen',
    });
  });

  it('is the default language’s, with its words as the alt text, where the font cannot draw them or they run right to left', () => {
    expect(previewImageOf({ prefix: 'ar', dir: 'ltr' }, profile('لوكاس حداد', 'مهندس'), defaults)).toEqual({
      file: 'og-image.png',
      alt: 'Katrín Ólafsdóttir, Computer Vision Engineer',
      fallback: 'its font (Inter) cannot draw "ل" (in "لوكاس حداد")',
    });
    expect(previewImageOf({ prefix: 'he', dir: 'rtl' }, profile('Katrín', 'Engineer'), defaults).fallback).toBe(
      'its layout is left to right only',
    );
  });
});
