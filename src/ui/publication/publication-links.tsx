import type { PublicationLink, PublicationLinkKind } from '@/shared/content/publication';
import { useTexts } from '@/ui/language';
import type { SiteTexts } from '@/shared/i18n/site-texts';
import type { IconName } from '@/shared/icons/icon-names';
import { LinkButton } from '@/ui/link-button';

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

/** The links as small buttons, each opening in a new tab and described by its entry's title (`describedBy`). */
export function PublicationLinks({ links, describedBy }: { links: readonly PublicationLink[]; describedBy: string }) {
  const texts = useTexts();
  return links.map(({ kind, href }) => {
    const { label, icon } = labels[kind];
    return (
      <LinkButton
        key={kind}
        href={href}
        icon={icon}
        label={typeof label === 'string' ? label : label(texts)}
        describedBy={describedBy}
      />
    );
  });
}
