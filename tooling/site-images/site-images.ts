import { iconImage } from './icons.ts';
import { ogImage, type OgCard } from './og-image.ts';
import { ICONS, OG_IMAGE, SVG_FAVICON } from '../../src/shared/site-image-files.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import type { Logo } from './logo.ts';

/**
 * favicon.svg: the logo made inert, as every SVG the site serves is (the build names what it left out, and stops on
 * a logo it cannot serve, when the logo's own file is bundled); none for a logo drawn from the initials or not an SVG.
 */
function svgFavicon(logo: Logo): [string, Buffer][] {
  if (!logo.svg || logo.initials) return [];
  const inert = sanitizeSvg(logo.data.toString('utf8'));
  return 'svg' in inert ? [[SVG_FAVICON, Buffer.from(inert.svg)]] : [];
}

/** Every picture made from the content, by file name (see site-image-files.ts). */
export async function siteImages(card: OgCard): Promise<Map<string, Buffer>> {
  const [og, icons] = await Promise.all([
    ogImage(card),
    Promise.all(ICONS.map(async (icon) => [icon.file, await iconImage(card.logo, icon)] as const)),
  ]);
  return new Map([[OG_IMAGE.file, og.png], ...icons, ...svgFavicon(card.logo)]);
}
