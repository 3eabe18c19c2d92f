// Content images by file name. Vector images are served as they are; a JPEG, PNG, WebP or AVIF
// file in the content folder's images/ is turned by vite-imagetools (sharp) into AVIF and WebP at
// the widths of tooling/plugins/picture-widths.ts, plus a fallback in its own format (JPEG for AVIF
// and WebP originals, which older browsers may not decode). JPEG is asked for as `jpeg`: asked for as
// `jpg`, a first build names the file `.jpg` and a build from the pipeline's cache `.jpeg`, so the
// client build and the server bundle that follows it disagreed.

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

const vectors = import.meta.glob<string>('@/content/images/*.svg', { eager: true, query: '?url', import: 'default' });
const photos = import.meta.glob<Picture>('@/content/images/*.{jpg,jpeg,webp,avif}', {
  eager: true,
  query: { format: 'avif;webp;jpeg', withoutEnlargement: '', as: 'picture' },
  import: 'default',
});
const graphics = import.meta.glob<Picture>('@/content/images/*.png', {
  eager: true,
  query: { format: 'avif;webp;png', withoutEnlargement: '', as: 'picture' },
  import: 'default',
});

/** The glob's entries by file name: the keys are paths, whose form depends on where the content folder is. */
const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, value]) => [path.slice(path.lastIndexOf('/') + 1), value]));
const vectorsByName = byName(vectors);
const picturesByName = byName({ ...photos, ...graphics });

/** The built URLs of an image named in a content file (names are checked at build time). */
export function contentImage(name: string): ContentImage {
  const vector = vectorsByName.get(name);
  if (vector !== undefined) return { src: vector, sources: [] };
  const picture = picturesByName.get(name);
  if (picture === undefined) throw new Error(`Unknown content image "${name}"`);
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources).map(([format, srcset]) => ({ type: `image/${format}`, srcset })),
  };
}
