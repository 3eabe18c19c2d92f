import { type Font, openSync } from 'fontkit';
import { INTER_FILES } from '../../inter-font.ts';

// The PDF is set in Inter, and embeds the glyphs it uses.

export const FACES = {
  regular: INTER_FILES.regular,
  semibold: INTER_FILES.semibold,
} as const;

export type Face = keyof typeof FACES;

const opened = new Map<Face, Font>();

/** The face's font tables (coverage, vertical metrics). */
export function fontOf(face: Face): Font {
  let font = opened.get(face);
  if (!font) {
    font = openSync(FACES[face]) as Font;
    opened.set(face, font);
  }
  return font;
}

/** The first character of `text` the face has no glyph for (which would print as an empty box), or undefined. */
export function missingCharacter(text: string, face: Face): string | undefined {
  const font = fontOf(face);
  // spacing and joiners print as nothing whether or not the font has them
  return [...text].find((char) => !/\s/u.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
}
