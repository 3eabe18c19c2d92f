import { readFileSync } from 'node:fs';
import type { Font } from 'satori';
import { INTER_FILES } from '../inter-font.ts';

// Build hosts may have no system fonts at all, so every text the pictures hold is drawn with Inter.

/** The font files, for resvg (a logo SVG's <text>). */
export const FONT_FILES = {
  regular: INTER_FILES.regular,
  bold: INTER_FILES.bold,
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
