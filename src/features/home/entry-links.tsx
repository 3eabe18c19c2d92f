import { cn } from '@/ui/cn';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import type { IconName } from '@/shared/icons/icon-names';
import { entryButton } from '@/ui/publication/publication-links';

/** One of an entry's links: its button's words and icon, and where it leads. */
export interface EntryLink {
  label: string;
  icon: IconName;
  href: string | undefined;
}

/**
 * A talk's or a course's links (slides, recording, materials) as the publications' small buttons, each opening in
 * a new tab and described by its entry's title (`describedBy`), as their names are every entry's; none when the
 * entry gives none.
 */
export function EntryLinks({ links, describedBy }: { links: readonly EntryLink[]; describedBy: string }) {
  const given = links.filter((link): link is EntryLink & { href: string } => link.href !== undefined);
  if (given.length === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-2 print:block">
      {given.map(({ label, icon, href }) => (
        <ExternalLink
          key={label}
          href={href}
          aria-describedby={describedBy}
          className={cn(entryButton, 'print:inline print:border-0 print:p-0 print:wrap-anywhere')}
        >
          <Icon name={icon} className="print:hidden" />
          {label}
        </ExternalLink>
      ))}
    </p>
  );
}
