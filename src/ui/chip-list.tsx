import { Link } from 'react-router-dom';
import { cn } from './cn';
import type { LanguageMark } from './language';

const chip =
  'max-w-full rounded-full bg-chip px-2.5 py-0.5 text-xs font-medium text-chip-fg wrap-anywhere print:border print:border-line';

/** Where a chip leads (a post's tag: its page), and whether that is the page shown. */
export interface ChipLink {
  to: string;
  current?: boolean;
}

/**
 * Chips (technologies, a post's tags); nothing at all for an empty list. With `linkOf`, each chip is
 * a link (a tag to its page), at least 24 px tall, a touch target apart from its neighbours.
 */
export function ChipList({
  items,
  label,
  className,
  linkOf,
  itemsMark,
}: {
  items: readonly string[];
  label: string;
  className?: string;
  linkOf?: (item: string) => ChipLink;
  /** The items' language, when it is not the page's (the label stays in the page's). */
  itemsMark?: LanguageMark | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item, index) => {
        const link = linkOf?.(item);
        return (
          <li key={`${index}-${item}`} className={link ? 'max-w-full' : chip} {...itemsMark}>
            {link ? (
              <Link
                to={link.to}
                aria-current={link.current ? 'page' : undefined}
                className={cn(
                  chip,
                  'inline-flex min-h-6 items-center transition-colors hover:bg-accent hover:text-surface aria-[current=page]:bg-accent aria-[current=page]:text-surface',
                )}
              >
                {item}
              </Link>
            ) : (
              item
            )}
          </li>
        );
      })}
    </ul>
  );
}
