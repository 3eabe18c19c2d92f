import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { firstUndrawable, fontsFor } from './fonts-for-text';
import { renameFont } from './rename-font';
import { installHint, typefacesFor, type Typeface } from './typefaces';

// The fonts of the drawn files: each character from the first typeface that has it, Han characters
// in the forms of the language, each slice cut to its characters at the weights asked, named apart.

const open = (file: Buffer) => create(file) as Font;
const families = async (text: string, tag: string, siteTags: string[] = []) =>
  (await fontsFor(text, typefacesFor(tag, siteTags), [400])).families;

describe('the fonts for a text', () => {
  it('draw Latin with Inter, and Han characters in the forms of the language, then of the site’s languages', async () => {
    expect(await families('Li Mingxuan', 'en')).toEqual(['Inter']);
    const japanese = await families('李明 Li', 'ja');
    expect(japanese[0]).toBe('Inter');
    expect(japanese.slice(1).every((family) => family.startsWith('Noto Sans JP '))).toBe(true);
    expect((await families('李明轩', 'zh-Hans')).slice(1).every((family) => family.startsWith('Noto Sans SC '))).toBe(
      true,
    );
    // a Chinese title in an English résumé of a site in English and Chinese
    expect((await families('李明轩', 'en', ['en', 'zh-Hans'])).slice(1)[0]).toMatch(/^Noto Sans SC /);
    expect((await families('김서연', 'ja', ['ko', 'ja'])).slice(1)[0]).toMatch(/^Noto Sans KR /);
  });

  it('name the package of a CJK typeface the site has not installed, for a character only it would draw', async () => {
    const korean: Typeface = { family: 'Noto Sans KR', slices: [], missing: '@fontsource-variable/noto-sans-kr' };
    const english = typefacesFor('en');
    const typefaces = [...english, korean];
    expect(await firstUndrawable('김서연', [english[0]!, korean])).toBe('김');
    expect(installHint('김', typefaces)).toMatch(
      /Noto Sans KR draws it, .*: npm install @fontsource-variable\/noto-sans-kr@/,
    );
    // a Latin letter, or a script no typeface of the site lacks, names none
    expect(installHint('a', typefaces)).toBe('');
    expect(installHint('ก', typefaces)).toBe('');
  });

  it('draw Arabic and Hebrew letters with their typefaces', async () => {
    expect((await families('حداد', 'ar')).slice(1)[0]).toMatch(/^Vazirmatn /);
    expect((await families('שלום', 'he')).slice(1)[0]).toMatch(/^Noto Sans Hebrew /);
  });

  it('are cut to the characters drawn, each at the weight asked, under the family Typst is given', async () => {
    const text = '面向中文的图文检索';
    const { families: names, files } = await fontsFor(text, typefacesFor('zh-Hans'), [400, 600]);
    expect(files).toHaveLength(2 * names.length);
    const fonts = files.map(open);
    for (const char of text)
      expect(
        fonts.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)),
        char,
      ).toBe(true);
    // a cut slice holds its characters, not the thousands of its file
    for (const font of fonts.slice(2)) expect(font.numGlyphs).toBeLessThan(20);
    expect(fonts.map((font) => font['OS/2'].usWeightClass)).toEqual(names.flatMap(() => [400, 600]));
    expect(fonts.map((font) => font.familyName)).toEqual(names.flatMap((name) => [name, name]));
  });

  it('name the first character no typeface has (Thai, an emoji), and none for text they all draw', async () => {
    const typefaces = typefacesFor('en');
    expect(await firstUndrawable('Bangkok (กรุงเทพ)', typefaces)).toBe('ก');
    expect(await firstUndrawable('Shipped 🚀', typefaces)).toBe('🚀');
    expect(await firstUndrawable('Zoë, 李明轩, 김서연, キム, لوكاس, שלום, Ελληνικά', typefaces)).toBeUndefined();
  });
});

describe('a font renamed', () => {
  it('keeps its glyphs and takes the new family, style and PostScript names', async () => {
    const [inter] = (await fontsFor('Avery', typefacesFor('en'), [400])).files;
    const renamed = open(renameFont(inter!, 'Inter 7', 'Regular'));
    expect(renamed.familyName).toBe('Inter 7');
    expect(renamed.subfamilyName).toBe('Regular');
    expect(renamed.postscriptName).toBe('Inter7-Regular');
    expect(renamed.hasGlyphForCodePoint('A'.codePointAt(0)!)).toBe(true);
    expect(renamed.layout('Avery').glyphs.map((glyph) => glyph.id)).toEqual(
      open(inter!)
        .layout('Avery')
        .glyphs.map((glyph) => glyph.id),
    );
  });
});
