/** A word of a script written without capitals or spaces between a name's parts: Han, Hangul, kana. */
const SYLLABIC = /^[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * The letters a placeholder shows for a title: the first letter of its first two words that start
 * with a letter or a digit, in any script ("Zoë's Øresund Lab" → "ZØ", "3D Scanner" → "3S"). A title
 * that starts in Chinese, Japanese or Korean gets its first character alone, a square character as
 * wide as two letters: the family name of a name written family name first ("李明轩" → "李", "김서연" → "김").
 */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  const first = (word: string) => Array.from(word.normalize('NFC'))[0] ?? '';
  const [opening] = words;
  if (opening && SYLLABIC.test(opening)) return first(opening);
  return words
    .slice(0, 2)
    .map((word) => first(word).toLocaleUpperCase())
    .join('');
}
