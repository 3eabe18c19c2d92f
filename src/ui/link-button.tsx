import { cn } from '@/ui/cn';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import type { IconName } from '@/shared/icons/icon-names';

/** The look of every small button of an entry (a publication, a talk, a course): its links and its BibTeX toggle. */
export const entryButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm font-medium text-fg-strong transition-colors hover:bg-chip';

/**
 * One of an entry's links as a small button with its icon, opening in a new tab. Its visible name ("PDF", "Slides")
 * is every other entry's too, so it is described by its entry's title (`describedBy`). On paper it is plain text
 * followed by its address (styles.css).
 */
export function LinkButton({
  href,
  icon,
  label,
  describedBy,
}: {
  href: string;
  icon: IconName;
  label: string;
  describedBy: string;
}) {
  return (
    <ExternalLink
      href={href}
      aria-describedby={describedBy}
      className={cn(entryButton, 'print:inline print:border-0 print:p-0 print:wrap-anywhere')}
    >
      <Icon name={icon} className="print:hidden" />
      {label}
    </ExternalLink>
  );
}
