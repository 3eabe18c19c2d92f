import { cn } from './cn';

export function ChipList({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-chip px-2.5 py-0.5 text-xs font-medium text-chip-fg">
          {item}
        </li>
      ))}
    </ul>
  );
}
