import { describe, expect, it } from 'vitest';
import { PIECE_LENGTH, wordSegments } from './word-segments';

// A long text's words read a piece at a time: the same segments as the segmenter gives for the
// whole text, from pieces of a bounded length, each character read about once, so the time grows
// with the text and no faster (V8's segmenter spends time in proportion to its whole input on each
// segment it gives).

const segmenterOf = (tag: string) => new Intl.Segmenter(tag, { granularity: 'word' });

/** The segmenter, recording the length of each text it is given. */
function recorded(tag: string): { segmenter: Intl.Segmenter; lengths: number[] } {
  const real = segmenterOf(tag);
  const lengths: number[] = [];
  const segmenter = {
    segment: (input: string) => {
      lengths.push(input.length);
      return real.segment(input);
    },
  } as Intl.Segmenter;
  return { segmenter, lengths };
}

const whole = (text: string, tag: string) =>
  Array.from(segmenterOf(tag).segment(text), ({ segment, index, isWordLike }) => ({
    segment,
    index,
    isWordLike: isWordLike === true,
  }));

const texts: Record<string, [string, string]> = {
  'English prose, with words joined by dots and apostrophes': [
    'en',
    'Baselines are cheap: np.array, l’apprentissage, 3.14 and 1,000 — "quoted" (words).\n'.repeat(120),
  ],
  'Chinese, with its punctuation': ['zh-Hans', '机器学习模型在边缘设备上运行，延迟比在服务器上低得多。'.repeat(120)],
  'Chinese without punctuation': ['zh-Hans', '机器学习模型在边缘设备上运行延迟比在服务器上低得多'.repeat(120)],
  'Japanese without punctuation': [
    'ja',
    '機械学習モデルをエッジで動かすと通信の遅延を気にせずに推論できます'.repeat(100),
  ],
  'Thai, written without spaces between words': ['th', 'ภาษาไทยเป็นภาษาที่มีระดับเสียงของคำแน่นอน'.repeat(100)],
  'Khmer, written without spaces between words': ['km', 'ភាសាខ្មែរជាភាសាផ្លូវការនៃប្រទេសកម្ពុជា'.repeat(100)],
  'one word of 5,000 letters between two others': ['en', `before ${'x'.repeat(5000)} after`],
};

describe('the words of a long text, read a piece at a time', () => {
  for (const [what, [tag, text]] of Object.entries(texts))
    it(`are the segmenter’s own for the whole text: ${what}`, () => {
      expect(text.length).toBeGreaterThan(2 * PIECE_LENGTH);
      expect(Array.from(wordSegments(text, segmenterOf(tag)))).toEqual(whole(text, tag));
    });

  for (const [what, [tag, text]] of Object.entries(texts).filter(([what]) => !what.startsWith('one word')))
    it(`are read from pieces no longer than ${PIECE_LENGTH} characters, each character about once: ${what}`, () => {
      const { segmenter, lengths } = recorded(tag);
      Array.from(wordSegments(text, segmenter));
      expect(Math.max(...lengths)).toBeLessThanOrEqual(PIECE_LENGTH);
      const read = lengths.reduce((sum, length) => sum + length, 0);
      expect(read).toBeGreaterThanOrEqual(text.length);
      expect(read).toBeLessThanOrEqual(1.2 * text.length);
    });

  it('read a word longer than a piece whole, from a piece long enough to hold it', () => {
    const { segmenter, lengths } = recorded('en');
    const segments = Array.from(wordSegments(`${'x'.repeat(5000)} after`, segmenter));
    expect(segments.map(({ segment }) => segment)).toEqual(['x'.repeat(5000), ' ', 'after']);
    // pieces doubled until one held the word: their lengths add up to a few times the text's, not its square
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBeLessThan(4 * 5006);
  });

  it('give nothing for an empty text', () => {
    expect(Array.from(wordSegments('', segmenterOf('en')))).toEqual([]);
  });
});
