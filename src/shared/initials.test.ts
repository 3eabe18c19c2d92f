import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Zero-Knowledge Cloud Storage')).toBe('ZC');
    expect(initials('Tiny')).toBe('T');
  });

  it('reads any script and keeps accents and digits', () => {
    expect(initials("zoë's øresund lab")).toBe('ZØ');
    expect(initials('Ångström 3D Scanner')).toBe('Å3');
    expect(initials('Ελληνικά Έργα')).toBe('ΕΈ');
  });

  it('gives a name or title that starts in Chinese, Japanese or Korean its first character alone', () => {
    expect(initials('李明轩')).toBe('李');
    expect(initials('김서연')).toBe('김');
    expect(initials('キム・ソヨン')).toBe('キ');
    expect(initials('中文 CLIP 分词器')).toBe('中');
  });

  it('skips punctuation and gives nothing for a title without letters', () => {
    expect(initials('“Quoted” — a project')).toBe('QA');
    expect(initials('!!!')).toBe('');
  });
});
