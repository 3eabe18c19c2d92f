import type { PublicationLink, PublicationLinkKind } from '@/shared/content/publication';
import { cn } from '@/ui/cn';
import { ExternalLink } from '@/ui/external-link';
import { useTexts } from '@/ui/language';
import type { SiteTexts } from '@/shared/i18n/site-texts';
import { Icon } from '@/ui/icon';
import type { IconName } from '@/shared/icons/icon-names';

/**
 * What each link's button says (PDF, arXiv and DOI are names, the same in every language); `paper` is
 * the entry's `url`, its page at the publisher.
 */
const labels: Record<PublicationLinkKind, { label: string | ((texts: SiteTexts) => string); icon: IconName }> = {
  pdf: { label: 'PDF', icon: 'file-pdf' },
  arxiv: { label: 'arXiv', icon: 'book-open' },
  doi: { label: 'DOI', icon: 'link' },
  paper: { label: (texts) => texts.paperLink, icon: 'newspaper' },
  code: { label: (texts) => texts.codeLink, icon: 'code' },
  slides: { label: (texts) => texts.slidesLink, icon: 'person-chalkboard' },
  poster: { label: (texts) => texts.posterLink, icon: 'image' },
  video: { label: (texts) => texts.videoLink, icon: 'circle-play' },
  website: { label: (texts) => texts.websiteLink, icon: 'globe' },
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
  const texts = useTexts();
  return links.map(({ kind, href }) => {
    const { label, icon } = labels[kind];
    return (
      <ExternalLink
        key={kind}
        href={href}
        aria-describedby={describedBy}
        className={cn(entryButton, 'print:inline print:border-0 print:p-0 print:wrap-anywhere')}
      >
        <Icon name={icon} className="print:hidden" />
        {typeof label === 'string' ? label : label(texts)}
      </ExternalLink>
    );
  });
}
