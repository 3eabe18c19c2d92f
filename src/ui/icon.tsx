import { iconId } from '@/shared/icons/icon-id';
import type { IconName } from '@/shared/icons/icon-names';

/**
 * A UI icon drawn from the sprite inlined in the page (see icon-names.ts): 1em square, in the
 * text's colour, unless `className` sizes it. Decorative: the control or text beside it names it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="1em" height="1em" className={className}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
