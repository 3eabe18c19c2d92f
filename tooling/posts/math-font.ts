import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cutFont } from '../typeset/woff2.ts';

// Build-time only (Node): the math font a page with math loads, cut down to what the site's formulas
// draw. Noto Sans Math (SIL Open Font License) has an OpenType MATH table, which the engines need to
// stretch brackets and radicals and to size big operators; whole, it is 270 kB. HarfBuzz's subsetter
// keeps the MATH table and, for each character kept, its larger variants and the pieces a stretched
// bracket is built of.

/** The whole font, as the @fontsource package ships it (its "latin" file holds every glyph). */
export const MATH_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2',
);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * What any formula may draw beyond the characters of its source: an engine draws a one-letter
 * identifier in its italic form (x as 𝑥, U+1D465), a root with √, and an equation's number with
 * digits and brackets; plus ASCII and the Greek letters, so a formula added in `npm run dev` has them.
 */
export const ALWAYS = [
  ...range(0x20, 0x7e),
  ...range(0x391, 0x3a9),
  ...range(0x3b1, 0x3c9),
  'ϑϕϖϵϱ',
  // Mathematical italic Latin (ℎ stands for the missing U+1D455) and Greek, and dotless i and j
  ...range(0x1d434, 0x1d467),
  'ℎ',
  ...range(0x1d6e2, 0x1d71b),
  '𝚤𝚥',
  '√∛∜−±×÷·∘∗…⋯⋮⋱′″‴‖⟨⟩⌈⌉⌊⌋',
].join('');

/** The font with the characters of the site's formulas and those `ALWAYS` names, as WOFF2. */
export async function mathFontSubset(characters: Iterable<string>): Promise<Buffer> {
  const text = [...new Set([...ALWAYS, ...characters].flatMap((piece) => [...piece]))].sort().join('');
  return cutFont(readFileSync(MATH_FONT), text, { targetFormat: 'woff2' });
}

/**
 * The font file's name: its content's hash, so a browser never keeps a subset that lacks a new formula's characters.
 */
export const mathFontName = (font: Uint8Array) =>
  `post-math-font-${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
