import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { resvgFonts } from './fonts.ts';

/** The owner's logo file: an SVG, or a picture in any format the content accepts (PNG, JPEG, WebP, AVIF). */
export interface Logo {
  data: Buffer;
  svg: boolean;
  /**
   * Drawn by the build from the owner's initials: it makes the pictures, not favicon.svg (a browser
   * would draw its text in the visitor's fonts).
   */
  initials?: true;
}

export interface DrawnLogo {
  png: Buffer;
  width: number;
  height: number;
}

const svgText = (logo: Logo) => logo.data.toString('utf8');

/** The logo's width over its height, as it is drawn (an SVG's size or viewBox; a photo's EXIF orientation applied). */
export async function logoAspect(logo: Logo): Promise<number> {
  if (logo.svg) {
    const { width, height } = new Resvg(svgText(logo), { font: resvgFonts });
    return width / height;
  }
  const { autoOrient } = await sharp(logo.data).metadata();
  return autoOrient.width / autoOrient.height;
}

/** The logo as a PNG as large as fits in `box` without distortion; transparent around it. */
export async function drawLogo(logo: Logo, box: { width: number; height: number }): Promise<DrawnLogo> {
  const aspect = await logoAspect(logo);
  const width = Math.max(1, Math.round(Math.min(box.width, box.height * aspect)));
  if (logo.svg) {
    // resvg, not sharp: it draws the logo's <text> with the bundled font, never a system one
    const image = new Resvg(svgText(logo), { font: resvgFonts, fitTo: { mode: 'width', value: width } }).render();
    return { png: image.asPng(), width: image.width, height: image.height };
  }
  const height = Math.max(1, Math.round(width / aspect));
  const { data, info } = await sharp(logo.data)
    .autoOrient()
    .resize(width, height, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
