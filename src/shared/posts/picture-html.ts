// The markup of an image in a post, put together when the post's module runs (on the server while
// prerendering and in the browser: the same string both times). The URLs come from the image
// pipeline (vite-imagetools), the alt text from the post.

/** What vite-imagetools gives for `?as=picture`: one srcset per format, and the fallback image. */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/** The width a post's image is shown at: the article's text column, or the screen less its margins. */
const POST_IMAGE_SIZES = '(min-width: 768px) 688px, calc(100vw - 4rem)';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A raster image as `<picture>`: AVIF, then WebP, then the original format; sized so nothing shifts when it loads. */
export function pictureHtml(picture: Picture, alt: string): string {
  const sources = Object.entries(picture.sources)
    .map(
      ([format, srcset]) =>
        `<source type="image/${attribute(format)}" srcset="${attribute(srcset)}" sizes="${POST_IMAGE_SIZES}">`,
    )
    .join('');
  const { src, w, h } = picture.img;
  return `<picture>${sources}<img src="${attribute(src)}" alt="${attribute(alt)}" width="${w}" height="${h}" loading="lazy" decoding="async"></picture>`;
}

/** An SVG image, served as it is, at the size it declares. */
export function vectorHtml(src: string, alt: string, width: number, height: number): string {
  return `<img src="${attribute(src)}" alt="${attribute(alt)}" width="${width}" height="${height}" loading="lazy" decoding="async">`;
}

/**
 * A part of a post's or a story's HTML as its module exports it: text, a raster image as the image
 * pipeline gives it, or an SVG with its declared size.
 */
export type BodyPart =
  string | { picture: Picture; alt: string } | { vector: string; alt: string; width: number; height: number };

/** A body's HTML, its parts put together. */
export const bodyHtml = (parts: readonly BodyPart[]): string =>
  parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'picture' in part
          ? pictureHtml(part.picture, part.alt)
          : vectorHtml(part.vector, part.alt, part.width, part.height),
    )
    .join('');
