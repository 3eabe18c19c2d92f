/**
 * The letters a placeholder shows for a title: the first letter of its first two words that start
 * with a letter or a digit, in any script ("Zoë's Øresund Lab" → "ZØ", "3D Scanner" → "3S").
 */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => (Array.from(word.normalize('NFC'))[0] ?? '').toLocaleUpperCase())
    .join('');
}
