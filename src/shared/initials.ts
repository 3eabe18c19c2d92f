/** A word: a letter or digit, then letters, digits, their marks, apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

/**
 * Scripts written in characters that each stand for a syllable or a word, set square and as wide as two Latin
 * letters: Han characters, kana and Hangul.
 */
const SQUARE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Scripts whose letters join their neighbours (Arabic, Persian and Urdu's script, Syriac, N'Ko, Mongolian). */
const JOINING = /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;

/** Keeps two letters of a joining script apart: they are initials, not a word. */
const ZERO_WIDTH_NON_JOINER = '\u200c';

/**
 * The letters that stand for a name or a title that has no picture (a card without one; the owner without a logo, in
 * the header, the icons and the link preview), one rule for every script:
 *
 * - a text that begins with a Han character, kana or Hangul gives that one character: a name written so puts the
 *   family name first (李明轩: 李, 佐藤 陽斗: 佐, 김서연: 김), and the character fills the room of two letters;
 * - any other gives the first letter of each of its first two words ("Zoë's Øresund Lab": ZØ, "3D Scanner": 3S,
 *   Иван Петров: ИП, דוד כהן: דכ), but none from a word in one of those scripts ("CLIP 分词器": C); two letters of a
 *   script that joins them are kept apart (محمد علي: م‌ع, not the word مع).
 *
 * `language` is the text's, whose capitals it writes (Turkish "ilker": İ); the same in Node and in any visitor's
 * browser, whatever its own language.
 */
export function initials(text: string, language = 'und'): string {
  const [first, second] = (text.normalize('NFC').match(WORD) ?? []).map((word) =>
    String.fromCodePoint(word.codePointAt(0) ?? 0),
  );
  if (first === undefined) return '';
  if (SQUARE.test(first)) return first;
  const capital = (letter: string) => letter.toLocaleUpperCase(language);
  if (second === undefined || SQUARE.test(second)) return capital(first);
  const between = JOINING.test(first) && JOINING.test(second) ? ZERO_WIDTH_NON_JOINER : '';
  return `${capital(first)}${between}${capital(second)}`;
}
