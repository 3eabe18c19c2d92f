import { describe, expect, it } from 'vitest';
import { searchTerm, searchWords } from './search-terms';

// How the search cuts a text into words and writes each word, the same at build time and in the
// browser: what a reader types must be cut and written as the text was.

const terms = (text: string, locale: string) => searchWords(text, locale).map(searchTerm);

describe('the words of a text', () => {
  it('are its words, without punctuation or spaces', () => {
    expect(searchWords('Baselines are cheap — to build, (and) expensive to skip!', 'en')).toEqual([
      'Baselines',
      'are',
      'cheap',
      'to',
      'build',
      'and',
      'expensive',
      'to',
      'skip',
    ]);
  });

  it('keep a word joined by a dot, an apostrophe, a colon or an underscore whole, and each part too', () => {
    expect(searchWords('np.array', 'en')).toEqual(['np.array', 'np', 'array']);
    expect(searchWords('snake_case_name', 'en')).toEqual(['snake_case_name', 'snake', 'case', 'name']);
    // French elides an article into its noun: "apprentissage" finds "l'apprentissage"
    expect(searchWords('l’apprentissage automatique', 'fr')).toEqual([
      'l’apprentissage',
      'l',
      'apprentissage',
      'automatique',
    ]);
  });

  it('cut Chinese, written without spaces, into its words', () => {
    const words = searchWords('机器学习模型在边缘设备上运行。', 'zh-Hans');
    // the dictionary's words, not the run of characters, nor each character
    expect(words).toContain('学习');
    expect(words).toContain('模型');
    expect(words).not.toContain('机器学习模型在边缘设备上运行');
    expect(words.join('')).toBe('机器学习模型在边缘设备上运行');
  });

  it('cut Japanese, mixing kanji, kana and katakana without spaces, into its words', () => {
    const words = searchWords('機械学習モデルをエッジで動かす。', 'ja');
    expect(words).toContain('モデル');
    expect(words).toContain('エッジ');
    expect(words.join('')).toBe('機械学習モデルをエッジで動かす');
  });

  it('cut words written without spaces in a page of another language too (a Chinese phrase in an English post)', () => {
    expect(searchWords('We call it 注意力机制 in Chinese.', 'en')).toEqual(
      expect.arrayContaining(['We', 'call', '注意力', 'Chinese']),
    );
  });
});

describe('a word as the index holds it', () => {
  it('is in lower case', () => {
    expect(searchTerm('Transformer')).toBe('transformer');
    expect(searchTerm('ΑΘΗΝΑ')).toBe('αθηνα');
  });

  it('has no accent of Latin, Greek or Cyrillic letters, so a query typed without them finds them', () => {
    expect(terms('Résumé Nguyễn Müller Ελλάδα Ёлка', 'en')).toEqual(['resume', 'nguyen', 'muller', 'ελλαδα', 'елка']);
    expect(searchTerm('résumé')).toBe(searchTerm('resume'));
  });

  it('keeps the marks other scripts spell with: a kana’s voicing mark, Devanagari’s vowel signs', () => {
    expect(searchTerm('が')).toBe('が');
    expect(searchTerm('ガ')).not.toBe(searchTerm('カ'));
    expect(searchTerm('हिन्दी')).toBe('हिन्दी');
  });

  it('writes compatibility forms as their usual ones: full-width Latin, half-width katakana, ligatures', () => {
    expect(searchTerm('ＧＰＵ')).toBe('gpu');
    expect(searchTerm('ﾓﾃﾞﾙ')).toBe('モデル');
    expect(searchTerm('ﬁne')).toBe('fine');
  });
});
