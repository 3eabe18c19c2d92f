import { pictures, vectors } from 'virtual:content-images';

// Content images by file name (virtual:content-images, made from the site model). Vector images are
// served as they are; a JPEG, PNG, WebP or AVIF file in the content folder's images/ is turned by
// vite-imagetools (sharp) into AVIF and WebP at the widths of tooling/plugins/picture-widths.ts, plus a
// fallback in its own format (JPEG for AVIF and WebP originals, which older browsers may not decode).

export interface ContentImage {
  src: string;
  /** Intrinsic size, when known (raster images). */
  width?: number;
  height?: number;
  /** `<source>` candidates for a `<picture>`, best format first. */
  sources: readonly { type: string; srcset: string }[];
}

/** The built URLs of an image named in a content file (names are checked at build time). */
export function contentImage(name: string): ContentImage {
  const vector = vectors[name];
  if (vector !== undefined) return { src: vector, sources: [] };
  const picture = pictures[name];
  if (picture === undefined) throw new Error(`Unknown content image "${name}"`);
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources).map(([format, srcset]) => ({ type: `image/${format}`, srcset })),
  };
}
