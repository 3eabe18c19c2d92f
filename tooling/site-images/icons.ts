import sharp from 'sharp';
import { pageColour } from '../../src/shared/theme-colours.ts';
import { drawLogo, logoAspect, type Logo } from './logo.ts';
import type { IconFile } from '../../src/shared/site-image-files.ts';

/**
 * The box the logo is drawn in. A masked icon keeps the logo's corners inside the maskable safe
 * zone, the circle of 80% of the icon's width that every mask shape leaves whole (a little inside
 * it, so the logo does not touch the mask's edge); an unmasked one gives it all but a thin border.
 */
function logoBox(icon: IconFile, aspect: number): { width: number; height: number } {
  if (!icon.masked) return { width: icon.size * 0.875, height: icon.size * 0.875 };
  const diagonal = icon.size * 0.76;
  const height = diagonal / Math.hypot(aspect, 1);
  return { width: height * aspect, height };
}

/** A square PNG icon: the logo, undistorted, centred on the page colour. */
export async function iconImage(logo: Logo, icon: IconFile): Promise<Buffer> {
  const mark = await drawLogo(logo, logoBox(icon, await logoAspect(logo)));
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: pageColour } })
    .composite([
      {
        input: mark.png,
        left: Math.round((icon.size - mark.width) / 2),
        top: Math.round((icon.size - mark.height) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
