import { imageUrl } from '@/content/images';
import { cn } from '@/shared/cn';
import type { CardItem } from './card-item';

/** The logo or project picture, sized by its container. Decorative: the title says what it is. */
export function CardImage({ item, className }: { item: CardItem; className?: string }) {
  const logo = item.imageFit === 'logo';
  return (
    <div className={cn('flex items-center justify-center overflow-hidden', logo && 'bg-chip', className)}>
      <img
        src={imageUrl(item.image)}
        alt=""
        loading="lazy"
        decoding="async"
        width={logo ? 128 : 640}
        height={logo ? 128 : 360}
        className={logo ? 'size-28 object-contain' : 'size-full object-cover'}
      />
    </div>
  );
}
