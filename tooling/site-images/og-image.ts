import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { ParticleConfig } from '../../src/shared/particle-look.ts';
import { themeColours } from '../../src/shared/theme-colours.ts';
import { OG_IMAGE } from '../../src/shared/site-image-files.ts';
import { drawableOf, fontsFor } from '../typeset/fonts-for-text.ts';
import { typefacesFor } from '../typeset/typefaces.ts';
import { typeset } from '../typeset/typst.ts';
import { drawLogo, type Logo } from './logo.ts';
import { pageBackground } from './page-background.ts';

// The link-preview image: the logo, a title line, a subtitle line and a footer on the page gradient,
// in a language's script and direction. Typst lays it out (og-image.typ: wrapping, shrinking a text
// that does not fit, shaping every script, right to left where the language is) and writes it as SVG
// with its glyphs as outlines, which resvg draws; no font of the system is used.

const SOURCE = readFileSync(new URL('./og-image.typ', import.meta.url), 'utf8');

/** What a preview image shows: words and colours, nothing read from the content, so any page can have one. */
export interface OgCard {
  /** The large line: the owner's name as the language writes it. */
  title: string;
  /** The line under it, in the accent: the job title. */
  subtitle: string;
  /** At the foot: the site's address as people type it ("avery.dev", "avery.github.io/portfolio"). */
  footer: string;
  /** The language of the words (BCP 47), and its direction. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** The site's languages: a Han character takes the forms of the first of them that writes Han. */
  siteLanguages?: readonly string[];
  logo: Logo;
  /** The dark theme's accent, the owner's if they chose one (the subtitle and the bar under it). */
  accent: string;
  /** The particle field as the page draws it, the owner's constants included. */
  field: Readonly<ParticleConfig>;
}

const { width: WIDTH, height: HEIGHT } = OG_IMAGE;
/** Nothing is drawn nearer the edges than this, but the background. */
export const OG_MARGIN = 80;
/** The least room between the logo, the title and subtitle, and the footer. */
const GAP = 32;
const LOGO_BOX = { width: 240, height: 96 };
const colour = themeColours.dark;

/** Each text's font sizes, largest first, and the lines it may take before a smaller size is tried. */
const TEXTS = {
  title: { sizes: [84, 76, 68, 62, 56, 50, 44], lines: 2, lineHeight: 1.1, weight: 700, tracking: -0.015 },
  subtitle: { sizes: [40, 36, 32, 28], lines: 2, lineHeight: 1.25, weight: 400, tracking: 0 },
  footer: { sizes: [30, 26, 22], lines: 1, lineHeight: 1.3, weight: 400, tracking: 0 },
} as const;
type TextName = keyof typeof TEXTS;

/** The font sizes the card was drawn with, and whether a text was still too long at the smallest and was cut short. */
export interface OgLayout {
  sizes: Record<TextName, number>;
  clamped: boolean;
}

/** The document's language as Typst takes it. */
function languageOf(tag: string) {
  const locale = new Intl.Locale(tag);
  const region = locale.region ?? (locale.language === 'zh' ? locale.maximize().region : undefined);
  return { lang: locale.language, region: region ?? null };
}

/** The card as SVG, and the sizes it was laid out at. */
async function layOutOgImage(card: OgCard): Promise<{ svg: string; layout: OgLayout }> {
  const drawn = await drawLogo(card.logo, LOGO_BOX);
  const typefaces = typefacesFor(card.language, card.siteLanguages);
  // a character none of the fonts has (an emoji in a job title) is left out rather than drawn as a box
  const words = {
    title: await drawableOf(card.title, typefaces),
    subtitle: await drawableOf(card.subtitle, typefaces),
    footer: await drawableOf(card.footer, typefaces),
  };
  const fills = { title: colour['fg-strong'], subtitle: card.accent, footer: colour.muted };
  // the ellipsis a text cut short ends with
  const fonts = await fontsFor(`${Object.values(words).join(' ')}…`, typefaces, [400, 700]);
  const texts = Object.fromEntries(
    (Object.keys(TEXTS) as TextName[]).map((name) => [name, { ...TEXTS[name], text: words[name], fill: fills[name] }]),
  );
  const document = typeset({
    source: SOURCE,
    data: {
      width: WIDTH,
      height: HEIGHT,
      margin: OG_MARGIN,
      gap: GAP,
      fonts: fonts.families,
      dir: card.dir,
      ...languageOf(card.language),
      accent: card.accent,
      logo: { width: drawn.width, height: drawn.height },
      texts,
    },
    fonts,
    files: {
      '/background.svg': Buffer.from(pageBackground(WIDTH, HEIGHT, card.field)),
      '/logo.png': drawn.png,
    },
  });
  const [layout] = document.query<OgLayout>('<layout>');
  if (!layout) throw new Error('og-image.typ reported no layout');
  return { svg: document.svg(), layout };
}

/** The link-preview image, a PNG of OG_IMAGE's size. */
export async function ogImage(card: OgCard): Promise<{ png: Buffer; layout: OgLayout }> {
  const { svg, layout } = await layOutOgImage(card);
  // Typst's SVG is in points, one to a pixel of the image
  const { pixels, width, height } = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'width', value: WIDTH },
  }).render();
  // opaque: without the alpha channel, and compressed harder than resvg does, it is about 40% smaller
  // (some link previews skip images of more than 300 kB)
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, layout };
}
