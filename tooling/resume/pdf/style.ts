import type { Face } from './fonts.ts';

// The résumé's typography, in PDF points (1/72 inch). One family in two weights, one accent colour
// for headings and links, sizes a step apart: the hierarchy reads at a glance and prints in black and white.

export interface TextStyle {
  face: Face;
  size: number;
  colour: string;
  /** Space between wrapped lines. */
  lineGap: number;
  characterSpacing?: number;
}

export const PAPER = { A4: 'A4', Letter: 'LETTER' } as const;

export const MARGIN = { top: 54, bottom: 54, side: 60 };

const INK = '#1f2328';
const MUTED = '#5b6169';
const ACCENT = '#1d4e89';
export const RULE = '#c9ced6';

export const TEXT = {
  name: { face: 'semibold', size: 22, colour: INK, lineGap: 2, characterSpacing: -0.2 },
  jobTitle: { face: 'regular', size: 11, colour: MUTED, lineGap: 2 },
  contact: { face: 'regular', size: 9, colour: INK, lineGap: 3 },
  heading: { face: 'semibold', size: 10.5, colour: ACCENT, lineGap: 0, characterSpacing: 0.6 },
  /** A project's address under its title, a publication's link. */
  link: { face: 'regular', size: 9.5, colour: ACCENT, lineGap: 2 },
  title: { face: 'semibold', size: 10, colour: INK, lineGap: 1.5 },
  subtitle: { face: 'regular', size: 9.5, colour: MUTED, lineGap: 2 },
  body: { face: 'regular', size: 9.5, colour: INK, lineGap: 2.8 },
  /** The owner's name in a publication's author list. */
  owner: { face: 'semibold', size: 9.5, colour: INK, lineGap: 2.8 },
} satisfies Record<string, TextStyle>;

/** Vertical space, in points. */
export const SPACE = {
  /** Before a section's heading (except at the top of a page). */
  beforeSection: 16,
  /** Between a heading's text and its rule. */
  headingRule: 3,
  /** Between a heading's rule and the first entry. */
  afterRule: 7,
  /** Between entries of a section. */
  betweenEntries: 10,
  /** Between an entry's title and subtitle and its bullets. */
  withinEntry: 3,
  /** Indent of a bullet's text; the bullet sits in it. */
  bulletIndent: 11,
  /** Between the subtitle and the period beside it. */
  periodGap: 14,
};

/** Between the items of a run-in list (contact line, technologies). */
export const SEPARATOR = '  ·  ';
