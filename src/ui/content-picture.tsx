import type { ImgHTMLAttributes } from 'react';
import { contentImage } from '@/ui/content-images';

interface ContentPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** A file name from src/content/images. */
  name: string;
  /** Displayed width for choosing among the generated sizes, e.g. "18rem". */
  sizes?: string;
}

/** A content image: `<picture>` with AVIF and WebP for raster files, a plain `<img>` for vectors. */
export function ContentPicture({ name, sizes, ...img }: ContentPictureProps) {
  const image = contentImage(name);
  const element = <img src={image.src} {...img} />;
  if (image.sources.length === 0) return element;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {element}
    </picture>
  );
}
