import { describe, expect, it } from 'vitest';
import arabic from '../../src/shared/i18n/texts/ar';
import german from '../../src/shared/i18n/texts/de';
import english from '../../src/shared/i18n/texts/en';
import japanese from '../../src/shared/i18n/texts/ja';
import chinese from '../../src/shared/i18n/texts/zh-Hans';
import { previewImageOf, resumeFallback } from './drawn-files';

// The résumé and the preview image are drawn in each language's script (Latin, Greek, Cyrillic,
// Chinese, Japanese, Korean, Arabic, Hebrew): only a language written in a script none of their fonts
// draws takes the default language's, and the build says why.

const profile = (name: string, jobTitle: string) =>
  ({ profile: { name, jobTitle } }) as Parameters<typeof previewImageOf>[1];
const defaults = profile('Katrín Ólafsdóttir', 'Computer Vision Engineer');

describe('the résumé of a language', () => {
  it('is written in the language, in Latin, Greek, Chinese, Japanese and Arabic alike', async () => {
    expect(await resumeFallback({ tag: 'de' }, german)).toBeUndefined();
    expect(
      await resumeFallback(
        { tag: 'vi' },
        { ...english, experience: 'Kinh nghiệm làm việc', publications: 'Δημοσιεύσεις' },
      ),
    ).toBeUndefined();
    expect(await resumeFallback({ tag: 'zh-Hans' }, chinese)).toBeUndefined();
    expect(await resumeFallback({ tag: 'ja' }, japanese)).toBeUndefined();
    expect(await resumeFallback({ tag: 'ar' }, arabic)).toBeUndefined();
    expect(await resumeFallback({ tag: 'ko' }, { ...english, experience: '경력' })).toBeUndefined();
  });

  it('is the default language’s for a language written in a script no font draws, naming the character', async () => {
    expect(await resumeFallback({ tag: 'th' }, { ...english, experience: 'ประสบการณ์' })).toMatch(
      /"ป" \(in "ประสบการณ์"\)/,
    );
  });
});

describe('the link-preview image of a language', () => {
  it('is the default language’s where the owner’s name and job title are the same', async () => {
    const shared = { file: 'og-image.png', alt: 'Katrín Ólafsdóttir, Computer Vision Engineer' };
    expect(await previewImageOf({ prefix: '', tag: 'en' }, defaults, defaults)).toEqual(shared);
    expect(await previewImageOf({ prefix: 'de', tag: 'de' }, defaults, defaults)).toEqual(shared);
  });

  it('is its own, in its folder, with its words as the alt text, where they differ, in any script it has a font for', async () => {
    expect(
      await previewImageOf(
        { prefix: 'de', tag: 'de' },
        profile('Katrín Ólafsdóttir', 'Ingenieurin für maschinelles Sehen'),
        defaults,
      ),
    ).toEqual({ file: 'de/og-image.png', alt: 'Katrín Ólafsdóttir, Ingenieurin für maschinelles Sehen' });
    expect(await previewImageOf({ prefix: 'ar', tag: 'ar' }, profile('لوكاس حداد', 'مهندس'), defaults)).toEqual({
      file: 'ar/og-image.png',
      alt: 'لوكاس حداد, مهندس',
    });
    expect(
      await previewImageOf({ prefix: 'zh-hans', tag: 'zh-Hans' }, profile('李明轩', '研究科学家'), defaults),
    ).toEqual({
      file: 'zh-hans/og-image.png',
      alt: '李明轩, 研究科学家',
    });
  });

  it('is the default language’s, with the words it shows as the alt text, where no font draws them', async () => {
    expect(await previewImageOf({ prefix: 'hi', tag: 'hi' }, profile('प्रिया शर्मा', 'अभियंता'), defaults)).toMatchObject({
      file: 'og-image.png',
      alt: 'Katrín Ólafsdóttir, Computer Vision Engineer',
      fallback: expect.stringContaining('"प" (in "प्रिया शर्मा")'),
    });
  });
});
