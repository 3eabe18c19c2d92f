// Content images by file name. Vector images are served as they are; a JPEG or PNG dropped into
// src/content/images is turned by vite-imagetools (sharp) into AVIF and WebP at several widths, plus a fallback.

interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

export interface ContentImage {
  src: string;
  /** Intrinsic size, when known (raster images). */
  width?: number;
  height?: number;
  /** `<source>` candidates for a `<picture>`, best format first. */
  sources: readonly { type: string; srcset: string }[];
}

const vectors = import.meta.glob<string>('../content/images/*.svg', { eager: true, query: '?url', import: 'default' });
const photos = import.meta.glob<Picture>('../content/images/*.{jpg,jpeg}', {
  eager: true,
  query: { w: '256;512;1024', format: 'avif;webp;jpg', withoutEnlargement: '', as: 'picture' },
  import: 'default',
});
const graphics = import.meta.glob<Picture>('../content/images/*.png', {
  eager: true,
  query: { w: '256;512;1024', format: 'avif;webp;png', withoutEnlargement: '', as: 'picture' },
  import: 'default',
});

/** The built URLs of an image named in a content file (names are checked at build time). */
export function contentImage(name: string): ContentImage {
  const key = `../content/images/${name}`;
  const vector = vectors[key];
  if (vector !== undefined) return { src: vector, sources: [] };
  const picture = photos[key] ?? graphics[key];
  if (picture === undefined) throw new Error(`Unknown content image "${name}"`);
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources).map(([format, srcset]) => ({ type: `image/${format}`, srcset })),
  };
}
