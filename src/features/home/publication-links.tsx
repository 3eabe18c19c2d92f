import type { IconType } from 'react-icons';
import { FaBookOpen, FaCirclePlay, FaCode, FaFilePdf, FaGlobe, FaImage, FaLink, FaNewspaper, FaPersonChalkboard } from 'react-icons/fa6';
import type { PublicationLink, PublicationLinkKind } from '@/build/publications/publication';
import { cn } from '@/shared/cn';
import { ExternalLink } from '@/shared/external-link';

/** What each link's button says; `paper` is the entry's `url`, its page at the publisher. */
const labels: Record<PublicationLinkKind, { label: string; icon: IconType }> = {
  pdf: { label: 'PDF', icon: FaFilePdf },
  arxiv: { label: 'arXiv', icon: FaBookOpen },
  doi: { label: 'DOI', icon: FaLink },
  paper: { label: 'Paper', icon: FaNewspaper },
  code: { label: 'Code', icon: FaCode },
  slides: { label: 'Slides', icon: FaPersonChalkboard },
  poster: { label: 'Poster', icon: FaImage },
  video: { label: 'Video', icon: FaCirclePlay },
  website: { label: 'Website', icon: FaGlobe },
};

/** The look of every small button of an entry: its links and its BibTeX toggle. */
export const entryButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm font-medium text-fg-strong transition-colors hover:bg-chip';

/**
 * The links as small buttons, each opening in a new tab. They share their visible names ("PDF",
 * "Code") with every other entry's, so each is described by its entry's title (`describedBy`).
 * On paper each is plain text followed by its address (styles.css).
 */
export function PublicationLinks({ links, describedBy }: { links: readonly PublicationLink[]; describedBy: string }) {
  return links.map(({ kind, href }) => {
    const { label, icon: Icon } = labels[kind];
    return (
      <ExternalLink key={kind} href={href} aria-describedby={describedBy} className={cn(entryButton, 'print:inline print:border-0 print:p-0 print:wrap-anywhere')}>
        <Icon aria-hidden="true" className="print:hidden" />
        {label}
      </ExternalLink>
    );
  });
}
