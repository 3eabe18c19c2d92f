import { readFileSync } from 'node:fs';
import { renameFont } from './rename-font.ts';
import type { Slice, Typeface } from './typefaces.ts';
import { cutFont } from './woff2.ts';

// The fonts a text is set in: for each character, the first of the typefaces that has it; each slice
// of a typeface that any character needs is cut by HarfBuzz's subsetter to those characters, at each
// weight asked for (a variable font's weight axis pinned), as TrueType, which Typst reads, and
// renamed so that Typst can tell the slices apart. Typst cuts them again to the glyphs it sets.

/** Characters that need no glyph: spaces, controls, joiners and the other invisible format characters. */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** What Inter always brings, whatever the text: ASCII, and the bullet, dashes and dots the layout may add. */
const ALWAYS = `${Array.from({ length: 95 }, (_, index) => String.fromCodePoint(32 + index)).join('')}•…–—·`;

/** The characters of `text` that need a glyph. */
const drawn = (text: string) => [...new Set(text)].filter((char) => !INVISIBLE.test(char));

/** The first character of `text` none of the typefaces has, or undefined when they draw it all. */
export async function firstUndrawable(text: string, typefaces: readonly Typeface[]): Promise<string | undefined> {
  for (const char of drawn(text)) if (!(await sliceOf(char, typefaces))) return char;
  return undefined;
}

/** `text` without the characters none of the typefaces has. */
export async function drawableOf(text: string, typefaces: readonly Typeface[]): Promise<string> {
  let kept = '';
  for (const char of text) if (!(await firstUndrawable(char, typefaces))) kept += char;
  return kept;
}

async function sliceOf(
  char: string,
  typefaces: readonly Typeface[],
): Promise<{ typeface: Typeface; slice: Slice } | undefined> {
  const codePoint = char.codePointAt(0) ?? 0;
  for (const typeface of typefaces) {
    for (const slice of typeface.slices) if (await slice.covers(codePoint)) return { typeface, slice };
  }
  return undefined;
}

/** Fonts ready for Typst: its font list, in order, and the font files. */
export interface TypesetFonts {
  families: string[];
  files: Buffer[];
}

/** The name of a weight, as a font's style names it. */
const STYLE: Record<number, string> = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold' };

/**
 * The fonts that draw `text` at `weights`, from `typefaces` in their order of preference.
 * Characters none has are left to the caller (see firstUndrawable): they are not in any font.
 */
export async function fontsFor(
  text: string,
  typefaces: readonly Typeface[],
  weights: readonly number[],
): Promise<TypesetFonts> {
  const groups = new Map<Slice, { typeface: Typeface; characters: string }>();
  const [first] = typefaces;
  if (first?.slices[0]) groups.set(first.slices[0], { typeface: first, characters: ALWAYS });
  for (const char of drawn(text)) {
    const found = await sliceOf(char, typefaces);
    if (!found) continue;
    const group = groups.get(found.slice) ?? { typeface: found.typeface, characters: '' };
    group.characters += char;
    groups.set(found.slice, group);
  }
  // in the typefaces' order, so Typst tries them in that order
  const ordered = typefaces.flatMap((typeface) =>
    typeface.slices.flatMap((slice) => {
      const group = groups.get(slice);
      return group ? [{ slice, ...group }] : [];
    }),
  );
  const families: string[] = [];
  const files: Buffer[] = [];
  for (const { typeface, slice, characters } of ordered) {
    const family = slice.key === 'all' ? typeface.family : `${typeface.family} ${slice.key}`;
    families.push(family);
    for (const weight of weights) {
      const cut = await cutFont(readFileSync(slice.file(weight)), characters, {
        targetFormat: 'truetype',
        ...(slice.variable && { variationAxes: { wght: weight } }),
      });
      files.push(renameFont(cut, family, STYLE[weight] ?? String(weight)));
    }
  }
  return { families, files };
}
