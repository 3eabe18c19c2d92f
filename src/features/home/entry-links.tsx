import type { IconName } from '@/shared/icons/icon-names';
import { LinkButton } from '@/ui/link-button';

/** One of an entry's links: its button's words and icon, and where it leads (none: no button). */
export interface EntryLink {
  label: string;
  icon: IconName;
  href: string | undefined;
}

/**
 * A talk's or a course's links (slides, recording, materials) as the publications' small buttons, each described by
 * its entry's title (`describedBy`); nothing when the entry gives none.
 */
export function EntryLinks({ links, describedBy }: { links: readonly EntryLink[]; describedBy: string }) {
  const given = links.filter((link): link is EntryLink & { href: string } => link.href !== undefined);
  if (given.length === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-2 print:block">
      {given.map(({ label, icon, href }) => (
        <LinkButton key={label} href={href} icon={icon} label={label} describedBy={describedBy} />
      ))}
    </p>
  );
}
