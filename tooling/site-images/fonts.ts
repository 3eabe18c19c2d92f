import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

// Build hosts may have no system fonts at all, so every text the pictures hold is drawn with Inter,
// which ships with the project's dependencies (SIL Open Font License; Latin, Greek and Cyrillic with
// their accented letters).

const require = createRequire(import.meta.url);

/** The font files, for resvg (a logo SVG's <text>). */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

export const FONT_FAMILY = 'Inter';

let fonts: Font[] | undefined;

/** The fonts as satori takes them, read once. */
export function satoriFonts(): Font[] {
  fonts ??= [
    { name: FONT_FAMILY, data: readFileSync(FONT_FILES.regular), weight: 400, style: 'normal' },
    { name: FONT_FAMILY, data: readFileSync(FONT_FILES.bold), weight: 700, style: 'normal' },
  ];
  return fonts;
}

/**
 * resvg's font options: the bundled fonts only, and every generic family (and any font a logo names
 * that is not there, such as Helvetica) drawn with them.
 */
export const resvgFonts = {
  loadSystemFonts: false,
  fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
  defaultFontFamily: FONT_FAMILY,
  sansSerifFamily: FONT_FAMILY,
  serifFamily: FONT_FAMILY,
  monospaceFamily: FONT_FAMILY,
  cursiveFamily: FONT_FAMILY,
  fantasyFamily: FONT_FAMILY,
};
