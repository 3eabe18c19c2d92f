/**
 * The widths, in pixels, the image pipeline makes a raster image at for a `<picture>`: content images and post images
 * alike.
 */
const PICTURE_WIDTHS = [256, 512, 1024] as const;

/**
 * vite-imagetools' default directives: an import as a picture (`?as=picture`) that names no width
 * gets PICTURE_WIDTHS, so the imports (content-images.ts's globs, whose options must be literals,
 * and the posts' modules) leave the widths out.
 */
export const pictureDirectives = (url: URL): URLSearchParams =>
  new URLSearchParams(
    url.searchParams.get('as') === 'picture' && !url.searchParams.has('w') ? { w: PICTURE_WIDTHS.join(';') } : {},
  );
