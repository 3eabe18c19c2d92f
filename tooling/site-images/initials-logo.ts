import { readFileSync } from 'node:fs';
import { themeColours } from '../../src/shared/theme-colours.ts';
import { initials } from '../../src/shared/initials.ts';
import { fontsFor } from '../typeset/fonts-for-text.ts';
import { typefacesFor } from '../typeset/typefaces.ts';
import { typeset } from '../typeset/typst.ts';
import type { Logo } from './logo.ts';

const SOURCE = readFileSync(new URL('./initials-logo.typ', import.meta.url), 'utf8');

/**
 * The logo of an owner who has none: the initials of the name in the default language (`language`: src/shared/initials.ts,
 * the header's rule) on the card gradient, 60 by 40 like the header's logo box, as an SVG whose letters are outlines (a
 * Han, kana or Hangul initial too, in the font of the site's language: see typefacesFor).
 */
export async function initialsLogo(
  name: string,
  language = 'en',
  siteLanguages: readonly string[] = [],
): Promise<Logo> {
  const { 'placeholder-from': from, 'placeholder-to': to, 'placeholder-fg': text } = themeColours.dark;
  const letters = initials(name, language);
  const fonts = await fontsFor(letters, typefacesFor(language, siteLanguages), [700]);
  const document = typeset({
    source: SOURCE,
    data: { fonts: fonts.families, lang: new Intl.Locale(language).language, from, to, text, initials: letters },
    fonts,
  });
  return { data: Buffer.from(document.svg()), svg: true, initials: true };
}
