import { describe, expect, it } from 'vitest';
import arabic from './texts/ar';
import english from './texts/en';
import { plural } from './plural';

// The plural categories below are written from CLDR's plural rules, not from what Intl answers:
// Arabic: zero n = 0; one n = 1; two n = 2; few n % 100 = 3..10; many n % 100 = 11..99; other the rest.
// English: one i = 1 and v = 0 (a whole 1); other the rest.
const CLDR = {
  ar: {
    0: 'zero',
    1: 'one',
    2: 'two',
    3: 'few',
    10: 'few',
    11: 'many',
    99: 'many',
    100: 'other',
    102: 'other',
    103: 'few',
    111: 'many',
  },
  en: { 0: 'other', 1: 'one', 2: 'other', 11: 'other', 100: 'other' },
} as const;

const eachForm = (tag: string) =>
  plural(tag, {
    zero: (n) => `zero ${n}`,
    one: (n) => `one ${n}`,
    two: (n) => `two ${n}`,
    few: (n) => `few ${n}`,
    many: (n) => `many ${n}`,
    other: (n) => `other ${n}`,
  });

describe('a text that counts', () => {
  it.each(Object.entries(CLDR))('picks the form of the number’s plural category in %s', (tag, categories) => {
    const text = eachForm(tag);
    for (const [count, category] of Object.entries(categories))
      expect(text(Number(count))).toBe(`${category} ${count}`);
  });

  it('falls back to the form "other" for a category it has no form for, as ICU messages do', () => {
    const text = plural('ar', { one: 'one', other: (n) => `other ${n}` });
    expect([1, 2, 3, 11].map(text)).toEqual(['one', 'other 2', 'other 3', 'other 11']);
  });

  it('writes the number as its language does', () => {
    const text = plural('en', { other: (n) => n });
    expect(text(1234567)).toBe('1,234,567');
    expect(plural('de', { other: (n) => n })(1234567)).toBe('1.234.567');
    expect(plural('ar-u-nu-arab', { other: (n) => n })(12)).toBe('١٢');
  });

  it('says the language it counts in', () => {
    expect(plural('pt-BR', { other: 'x' }).language).toBe('pt-BR');
  });
});

describe('the catalogues’ texts that count', () => {
  it('read Arabic minutes with the dual, the plural of 3 to 10 and the singular after, in Western digits', () => {
    expect([1, 2, 3, 10, 11, 99, 100].map(arabic.readingTime)).toEqual([
      'مدة القراءة دقيقة واحدة',
      'مدة القراءة دقيقتان',
      'مدة القراءة 3 دقائق',
      'مدة القراءة 10 دقائق',
      'مدة القراءة 11 دقيقة',
      'مدة القراءة 99 دقيقة',
      'مدة القراءة 100 دقيقة',
    ]);
  });

  it('tell one line of output from several in English, the number grouped', () => {
    expect(english.outputCut(1)).toBe('… 1 more line of output, not shown here (the notebook has them all) …');
    expect(english.outputCut(2)).toBe('… 2 more lines of output, not shown here (the notebook has them all) …');
    expect(english.outputCut(1260)).toContain('1,260 more lines');
  });
});
