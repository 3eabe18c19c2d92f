import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('take the first letter of the first two words of a name or title in Latin letters', () => {
    expect(initials('Zero-Knowledge Cloud Storage')).toBe('ZC');
    expect(initials('Haruto Sato')).toBe('HS');
    expect(initials('Tiny')).toBe('T');
    // as written: a family name written first gives the family name's letter first
    expect(initials('Sato Haruto')).toBe('SH');
  });

  it('keep accents and digits, and write capitals', () => {
    expect(initials("zoë's øresund lab")).toBe('ZØ');
    expect(initials('Ångström 3D Scanner')).toBe('Å3');
    expect(initials('Nguyễn Thị Minh Châu')).toBe('NT');
    // a letter written with a combining accent counts as the accented letter
    expect(initials('E\u0301mile Zola')).toBe('ÉZ');
  });

  it('write Greek and Cyrillic capitals', () => {
    expect(initials('Ελληνικά Έργα')).toBe('ΕΈ');
    expect(initials('Иван Петров')).toBe('ИП');
    expect(initials('анна каренина')).toBe('АК');
  });

  it('write the capitals of the language of the words, wherever they are drawn', () => {
    expect(initials('ilker işık', 'tr')).toBe('İİ');
    expect(initials('ilker işık')).toBe('II');
    // Greek capitals drop the accent
    expect(initials('έργα όλα', 'el')).toBe('ΕΟ');
  });

  it('give a name or title in Han characters its first character, the family name of a name', () => {
    expect(initials('李明轩')).toBe('李');
    expect(initials('佐藤陽斗')).toBe('佐');
    expect(initials('佐藤 陽斗')).toBe('佐');
    expect(initials('强化学习机器人')).toBe('强');
    expect(initials('中文 CLIP 分词器')).toBe('中');
  });

  it('give one in kana its first character', () => {
    expect(initials('キム・ソヨン')).toBe('キ');
    expect(initials('さとう はると')).toBe('さ');
    expect(initials('シミュレーション ロボット')).toBe('シ');
  });

  it('give one in Hangul its first character, the family name of a name', () => {
    expect(initials('김서연')).toBe('김');
    expect(initials('김 서연')).toBe('김');
    expect(initials('머신러닝 엔지니어')).toBe('머');
  });

  it('take no square character after a Latin word', () => {
    expect(initials('CLIP 分词器')).toBe('C');
    expect(initials('3D 打印机')).toBe('3');
  });

  it('keep two Arabic letters apart, as two initials rather than a word', () => {
    const arabic = initials('محمد علي');
    expect(arabic).toBe('م\u200cع');
    expect(arabic.replace('\u200c', '')).toBe('مع');
    expect(initials('فاطمة')).toBe('ف');
    expect(initials('رضا محمدی')).toBe('ر\u200cم');
  });

  it('write two Hebrew letters as they are', () => {
    expect(initials('דוד כהן')).toBe('דכ');
  });

  it('skip punctuation and give nothing for a title without letters', () => {
    expect(initials('“Quoted” — a project')).toBe('QA');
    expect(initials('!!!')).toBe('');
    expect(initials('')).toBe('');
  });
});
