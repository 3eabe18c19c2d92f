import { cn } from './cn';

/** Technology chips; nothing at all for an empty list. */
export function ChipList({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item, index) => (
        <li
          key={`${index}-${item}`}
          className="max-w-full rounded-full bg-chip px-2.5 py-0.5 text-xs font-medium text-chip-fg wrap-anywhere print:border print:border-line"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
