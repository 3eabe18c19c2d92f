import { INTER_FILES } from '../typeset/inter-font.ts';

// A logo of the owner's that is an SVG may hold <text>: resvg draws it with Inter, which comes with
// the package, never with a system font (a build host may have none). The pictures' own words
// are set by Typst (og-image.typ, initials-logo.typ) with the fonts of tooling/typeset/.

const FONT_FAMILY = 'Inter';

/**
 * resvg's font options: the bundled fonts only, and every generic family (and any font a logo names
 * that is not there, such as Helvetica) drawn with them.
 */
export const resvgFonts = {
  loadSystemFonts: false,
  fontFiles: [INTER_FILES.regular, INTER_FILES.bold],
  defaultFontFamily: FONT_FAMILY,
  sansSerifFamily: FONT_FAMILY,
  serifFamily: FONT_FAMILY,
  monospaceFamily: FONT_FAMILY,
  cursiveFamily: FONT_FAMILY,
  fantasyFamily: FONT_FAMILY,
};
