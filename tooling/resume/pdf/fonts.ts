import { createRequire } from 'node:module';
import { type Font, openSync } from 'fontkit';

// Inter (SIL Open Font License) from @expo-google-fonts/inter: Latin with its extensions (and Greek
// and Cyrillic), so a name such as "Þórhallsdóttir" prints as written. The PDF embeds the glyphs it uses.

const require = createRequire(import.meta.url);
const inter = (style: string) => require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`);

export const FACES = {
  regular: inter('400Regular'),
  semibold: inter('600SemiBold'),
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
