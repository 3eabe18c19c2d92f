// The pictures the build makes from the content (tooling/outputs/site-images.ts) and publishes at
// the site's root. The head's tags (head/head-tags.ts) and the web manifest (head/site-files.ts) name these same files.

/** The link-preview image (Open Graph, Twitter card). */
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

export interface IconFile {
  file: string;
  size: number;
  /**
   * Installed icons (home screen, app launcher) may be cut to a circle or a rounded square: their
   * logo stays inside the maskable safe zone. The browser tab's favicon is never masked, and so
   * small that the logo fills it instead.
   */
  masked: boolean;
}

export const FAVICON: IconFile = { file: 'favicon-32.png', size: 32, masked: false };
export const APPLE_TOUCH_ICON: IconFile = { file: 'apple-touch-icon.png', size: 180, masked: true };
const ICON_512: IconFile = { file: 'icon-512.png', size: 512, masked: true };
/** The web manifest's icons. */
export const MANIFEST_ICONS: readonly IconFile[] = [{ file: 'icon-192.png', size: 192, masked: true }, ICON_512];
/** The manifest's maskable icon: the largest, listed a second time with that purpose. */
export const MASKABLE_ICON = ICON_512;
export const ICONS: readonly IconFile[] = [FAVICON, APPLE_TOUCH_ICON, ...MANIFEST_ICONS];

/** The logo itself, published only when it is an SVG: browsers draw it sharp at any size. */
export const SVG_FAVICON = 'favicon.svg';

export const isSvgFile = (name: string): boolean => /\.svg$/i.test(name);

/** Every file name the build may make (favicon.svg only for an SVG logo). */
export const SITE_IMAGE_FILES: readonly string[] = [OG_IMAGE.file, ...ICONS.map((icon) => icon.file), SVG_FAVICON];
