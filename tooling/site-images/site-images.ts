import { iconImage } from './icons.ts';
import { ogImage, type OgCard } from './og-image.ts';
import { ICONS, OG_IMAGE, SVG_FAVICON } from '../../src/shared/site-image-files.ts';

/** Every picture made from the content, by file name (see site-image-files.ts). */
export async function siteImages(card: OgCard): Promise<Map<string, Buffer>> {
  const [og, icons] = await Promise.all([
    ogImage(card),
    Promise.all(ICONS.map(async (icon) => [icon.file, await iconImage(card.logo, icon)] as const)),
  ]);
  return new Map([
    [OG_IMAGE.file, og.png],
    ...icons,
    ...(card.logo.svg && !card.logo.initials ? ([[SVG_FAVICON, card.logo.data]] as const) : []),
  ]);
}
