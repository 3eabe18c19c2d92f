import { Resvg } from '@resvg/resvg-js';
import type { CSSProperties } from 'react';
import satori, { type SatoriNode } from 'satori';
import sharp from 'sharp';
import type { ParticleConfig } from '../../src/shared/particle-look.ts';
import { themeColours } from '../../src/shared/theme-colours.ts';
import { FONT_FAMILY, resvgFonts, satoriFonts } from './fonts.ts';
import { drawLogo, type Logo } from './logo.ts';
import { pageBackground } from './page-background.ts';
import { OG_IMAGE } from '../../src/shared/site-image-files.ts';

// The link-preview image: the logo, the owner's name, job title and the site's address on the page
// gradient. satori lays the text out (wrapping it, and turning it into paths, so no system font is
// needed), and resvg draws the result.

export interface OgCard {
  name: string;
  jobTitle: string;
  /** The site's address as people type it: "avery.dev", "avery.github.io/portfolio". */
  address: string;
  logo: Logo;
  /** The dark theme's accent, the owner's if they chose one (the job title and the bar under it). */
  accent: string;
  /** The particle field as the page draws it, the owner's constants included. */
  field: Readonly<ParticleConfig>;
}

const { width: WIDTH, height: HEIGHT } = OG_IMAGE;
/** Nothing is drawn nearer the edges than this, but the background. */
export const OG_MARGIN = 80;
/** The least room between the logo, the name and title, and the address. */
const GAP = 32;
const LOGO_BOX = { width: 240, height: 96 };
const colour = themeColours.dark;

/** Each text's font sizes, largest first, and the lines it may take before a smaller size is tried. */
const TEXTS = {
  name: { sizes: [84, 76, 68, 62, 56, 50, 44], lines: 2, lineHeight: 1.1 },
  title: { sizes: [40, 36, 32, 28], lines: 2, lineHeight: 1.25 },
  address: { sizes: [30, 26, 22], lines: 1, lineHeight: 1.3 },
} as const;
type TextName = keyof typeof TEXTS;
type Sizes = Record<TextName, number>;

/** The font sizes the card was drawn with, and whether a text was still too long at the smallest and was cut short. */
export interface OgLayout {
  sizes: Sizes;
  clamped: boolean;
}

interface CardImages {
  /** A data URL of the page background. */
  background: string;
  logo: { src: string; width: number; height: number };
}

/** An element as satori reads one: the shape of a React element, which satori lays out without React. */
interface CardNode {
  type: string;
  key: string | null;
  props: Record<string, unknown>;
}

const h = (
  type: string,
  { key, ...props }: { key?: string } & Record<string, unknown>,
  ...children: (CardNode | string)[]
): CardNode => ({
  type,
  key: key ?? null,
  props: { ...props, children: children.length > 1 ? children : children[0] },
});

/** What satori is given: its type is React's, the node is React's shape. */
const satoriNode = (node: CardNode) => node as unknown as Parameters<typeof satori>[0];

function card(card: OgCard, { background, logo }: CardImages, sizes: Sizes, clamp: boolean) {
  const text = (name: TextName, style: CSSProperties) =>
    h(
      'div',
      {
        key: name,
        style: {
          fontSize: sizes[name],
          lineHeight: TEXTS[name].lineHeight,
          // as wide as its text, so a word too long for the line shows in the width it overflows to
          alignSelf: 'flex-start',
          // the last resort: a word breaks anywhere, and the text ends in an ellipsis after its lines
          ...(clamp && {
            display: 'block',
            maxWidth: '100%',
            overflowWrap: 'anywhere',
            lineClamp: TEXTS[name].lines,
            textOverflow: 'ellipsis',
          }),
          ...style,
        },
      },
      card[name === 'title' ? 'jobTitle' : name],
    );
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: WIDTH,
        height: HEIGHT,
        padding: OG_MARGIN,
        fontFamily: FONT_FAMILY,
        backgroundImage: `url(${background})`,
        backgroundSize: `${WIDTH}px ${HEIGHT}px`,
      },
    },
    h('img', { key: 'logo', ...logo }),
    h(
      'div',
      { key: 'about', style: { display: 'flex', flexDirection: 'column' } },
      text('name', { fontWeight: 700, color: colour['fg-strong'], letterSpacing: sizes.name * -0.015 }),
      text('title', { marginTop: 12, color: card.accent }),
      h('div', { style: { marginTop: 28, width: 120, height: 6, borderRadius: 3, backgroundColor: card.accent } }),
    ),
    text('address', { color: colour.muted }),
  );
}

/**
 * The card as SVG, with the largest font sizes at which each text keeps to its lines and everything
 * fits between the margins: a long name wraps, then shrinks, and only a name too long for even the
 * smallest size is cut short with an ellipsis.
 */
export async function layOutOgImage(content: OgCard): Promise<{ svg: string; layout: OgLayout }> {
  const drawn = await drawLogo(content.logo, LOGO_BOX);
  const images: CardImages = {
    background: `data:image/svg+xml;base64,${Buffer.from(pageBackground(WIDTH, HEIGHT, content.field)).toString('base64')}`,
    logo: { src: `data:image/png;base64,${drawn.png.toString('base64')}`, width: drawn.width, height: drawn.height },
  };
  let sizes: Sizes = { name: TEXTS.name.sizes[0], title: TEXTS.title.sizes[0], address: TEXTS.address.sizes[0] };
  for (;;) {
    const boxes = new Map<unknown, SatoriNode>();
    const svg = await satori(satoriNode(card(content, images, sizes, false)), {
      width: WIDTH,
      height: HEIGHT,
      fonts: satoriFonts(),
      onNodeDetected: (node) => boxes.set(node.key, node),
    });
    const height = (key: string) => boxes.get(key)?.height ?? 0;
    const lines = (name: TextName) => Math.round(height(name) / (sizes[name] * TEXTS[name].lineHeight));
    const overflowing = (Object.keys(TEXTS) as TextName[]).filter(
      (name) => lines(name) > TEXTS[name].lines || (boxes.get(name)?.width ?? 0) > WIDTH - 2 * OG_MARGIN,
    );
    const tooTall = height('logo') + height('about') + height('address') + 2 * GAP > HEIGHT - 2 * OG_MARGIN;
    if (overflowing.length === 0 && !tooTall) return { svg, layout: { sizes, clamped: false } };
    // a text too long for its lines or too wide shrinks first; when none is, the name gives room first
    const shrinking = [...overflowing, ...(tooTall ? (['name', 'title', 'address'] as const) : [])]
      .map((name) => ({ name, size: TEXTS[name].sizes.find((size) => size < sizes[name]) }))
      .find(({ size }) => size !== undefined);
    if (shrinking?.size === undefined) {
      const clamped = await satori(satoriNode(card(content, images, sizes, true)), {
        width: WIDTH,
        height: HEIGHT,
        fonts: satoriFonts(),
      });
      return { svg: clamped, layout: { sizes, clamped: true } };
    }
    sizes = { ...sizes, [shrinking.name]: shrinking.size };
  }
}

/** The link-preview image, a PNG of OG_IMAGE's size. */
export async function ogImage(content: OgCard): Promise<{ png: Buffer; layout: OgLayout }> {
  const { svg, layout } = await layOutOgImage(content);
  const { pixels, width, height } = new Resvg(svg, { font: resvgFonts }).render();
  // opaque: without the alpha channel, and compressed harder than resvg does, it is about 40% smaller
  // (some link previews skip images of more than 300 kB)
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, layout };
}
