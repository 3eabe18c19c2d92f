import { cn } from '@/ui/cn';
import { ContentPicture } from '@/ui/content-picture';
import type { CardItem } from './card-item';

/**
 * The logo or project picture, sized by its container; without one, its initials (card-item.ts) on
 * the card gradient. Decorative either way: the title says what it is.
 */
export function CardImage({ item, eager = false, className }: { item: CardItem; eager?: boolean; className?: string }) {
  const logo = item.imageFit === 'logo';
  if (!item.image) {
    return (
      <div
        data-placeholder=""
        aria-hidden="true"
        className={cn('card-placeholder flex items-center justify-center overflow-hidden', className)}
      >
        <span
          {...(__MULTILINGUAL__ && item.langs?.initials)}
          className="text-5xl font-bold tracking-wide select-none print:text-2xl"
        >
          {item.initials}
        </span>
      </div>
    );
  }
  return (
    <div className={cn('flex items-center justify-center overflow-hidden', logo && 'bg-chip', className)}>
      <ContentPicture
        name={item.image}
        sizes={logo ? '7rem' : '(min-width: 768px) 36rem, 100vw'}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={logo ? 128 : 640}
        height={logo ? 128 : 360}
        className={logo ? 'size-28 object-contain print:size-14' : 'size-full object-cover'}
      />
    </div>
  );
}
