import { mix, parseHex, type Rgb, toHex, withAlpha } from './colour.ts';
import type { Site } from './content/schema.ts';

// The site's colours, defined once, with the accents an owner may choose in site.ts's `theme`. The
// page receives them as CSS variables (virtual:theme-colours.css, tooling/outputs/theme-colours-css.ts); the browser's theme colour,
// the web manifest (src/server/head/site-files.ts) and the link-preview image and icons the build
// draws (tooling/site-images/) read them from here.

export const themeColours = {
  dark: {
    'page-from': '#020617',
    'page-via': '#0b1230',
    'page-to': '#1e1b4b',
    fg: '#e2e8f0',
    'fg-strong': '#f8fafc',
    muted: '#a5b4cb',
    card: 'rgb(15 23 42 / 0.86)',
    'card-hover': 'rgb(30 41 59 / 0.92)',
    header: 'rgb(11 18 48 / 0.9)',
    line: 'rgb(148 163 184 / 0.22)',
    chip: 'rgb(56 189 248 / 0.14)',
    'chip-fg': '#bae6fd',
    accent: '#38bdf8',
    'accent-strong': '#7dd3fc',
    surface: '#0f172a',
    overlay: 'rgb(2 6 23 / 0.8)',
    focus: '#fbbf24',
    'placeholder-from': '#0c4a6e',
    'placeholder-to': '#312e81',
    'placeholder-fg': '#e0f2fe',
  },
  light: {
    'page-from': '#f8fafc',
    'page-via': '#eef2ff',
    'page-to': '#e0f2fe',
    fg: '#1e293b',
    'fg-strong': '#020617',
    muted: '#475569',
    card: 'rgb(255 255 255 / 0.9)',
    'card-hover': 'rgb(255 255 255 / 0.97)',
    header: 'rgb(248 250 252 / 0.92)',
    line: 'rgb(100 116 139 / 0.25)',
    chip: 'rgb(3 105 161 / 0.1)',
    'chip-fg': '#075985',
    accent: '#0369a1',
    'accent-strong': '#075985',
    surface: '#ffffff',
    overlay: 'rgb(15 23 42 / 0.62)',
    focus: '#b45309',
    'placeholder-from': '#e0f2fe',
    'placeholder-to': '#e0e7ff',
    'placeholder-fg': '#075985',
  },
} as const;

/**
 * What the page prints in, whichever theme is on screen: dark ink on white paper. Backgrounds are
 * white or a pale grey, so a page printed without "background graphics" (the browsers' default)
 * loses nothing, and the accent is the résumé's dark blue, which a black-and-white printer renders
 * as a dark grey.
 */
export const printColours = {
  'page-from': '#ffffff',
  'page-via': '#ffffff',
  'page-to': '#ffffff',
  fg: '#1f2328',
  'fg-strong': '#000000',
  muted: '#4b5260',
  card: '#ffffff',
  'card-hover': '#ffffff',
  header: '#ffffff',
  line: '#b8bec7',
  chip: '#f1f3f5',
  'chip-fg': '#1f2328',
  accent: '#1d4e89',
  'accent-strong': '#1d4e89',
  surface: '#ffffff',
  overlay: 'transparent',
  focus: '#000000',
  'placeholder-from': '#f3f4f6',
  'placeholder-to': '#e5e7eb',
  'placeholder-fg': '#4b5260',
} as const satisfies Record<keyof (typeof themeColours)['light'], string>;

/** The page colour of the default (dark) theme: the browser's UI colour and the icons' background. */
export const pageColour = themeColours.dark['page-from'];

export type ThemeName = keyof typeof themeColours;
export type ThemeColourSet = { readonly [Name in keyof (typeof themeColours)['dark']]: string };
type OwnerTheme = NonNullable<Site['theme']>;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * One theme's colours with the owner's accents: `accent` alone is enough, and the colours made from
 * it follow (the hover colour a step towards the page's text, the chips a tint of it); an owner who
 * writes `accentStrong` or `chipText` too has those as written.
 */
function withAccents(name: ThemeName, accents: OwnerTheme['dark']): ThemeColourSet {
  const base: ThemeColourSet = themeColours[name];
  const accent = accents?.accent && parseHex(accents.accent);
  if (!accents || (!accent && !accents.accentStrong && !accents.chipText)) return base;
  // text on the dark theme is light, on the light theme dark: an accent's variants lean that way
  const towardText = name === 'dark' ? WHITE : BLACK;
  return {
    ...base,
    ...(accent && {
      accent: toHex(accent),
      'accent-strong': toHex(mix(towardText, accent, name === 'dark' ? 0.35 : 0.25)),
      chip: withAlpha(accent, name === 'dark' ? 0.14 : 0.1),
      'chip-fg': toHex(mix(towardText, accent, name === 'dark' ? 0.7 : 0.35)),
    }),
    ...(accents.accentStrong && { 'accent-strong': accents.accentStrong }),
    ...(accents.chipText && { 'chip-fg': accents.chipText }),
  };
}

/** Both themes' colours for a site: the template's, with the owner's accents (site.ts's `theme`) where given. */
export function siteThemeColours(theme: Site['theme']): Readonly<Record<ThemeName, ThemeColourSet>> {
  return { dark: withAccents('dark', theme?.dark), light: withAccents('light', theme?.light) };
}
