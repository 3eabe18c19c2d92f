import { useId } from 'react';
import type { Citation } from '@/shared/content/citation';
import type { CitationCount } from '@/shared/content/citation-sources';
import type { ListedPublication } from '@/shared/content/publication';
import { publicationAnchor } from '@/shared/home-anchors';
import { cn } from '@/ui/cn';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/ui/language';
import { publicationPagePath } from '@/ui/publication/publication-pages';
import { Icon } from '@/ui/icon';
import { BibtexCitation } from '@/ui/publication/bibtex-citation';
import { CitedBy } from '@/ui/publication/cited-by';
import { PublicationAuthors } from '@/ui/publication/publication-authors';
import { Venue } from '@/ui/publication/publication-venue';
import { PublicationLinks } from '@/ui/publication/publication-links';

export function PublicationEntry({
  publication,
  citation,
  count,
}: {
  publication: ListedPublication;
  citation: Citation;
  /** Its citation count, where the site shows them and citations.json has one. */
  count?: CitationCount | undefined;
}) {
  const language = useLanguage();
  const { texts } = language;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      // a search result leads to the publication (on a site with search; a site without gets no byte of it)
      {...(__SEARCH__ && { id: publicationAnchor(publication.key) })}
      className={cn(
        'flex flex-col gap-2 rounded-2xl border border-line bg-card p-5 shadow-lg print:break-inside-avoid print:gap-1 print:rounded-lg print:p-4 print:shadow-none',
        __SEARCH__ && 'scroll-mt-20',
      )}
    >
      {publication.selected && (
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-chip px-2.5 py-0.5 text-xs font-semibold text-chip-fg print:border print:border-line">
          <Icon name="star" />
          {texts.selected}
        </p>
      )}
      <h3 id={titleId} className="text-lg leading-snug font-semibold break-words text-fg-strong">
        {/* its page: the abstract, and what search engines and Google Scholar index it by */}
        <Link
          to={publicationPagePath(language, publication.key)}
          className="rounded-sm hover:text-accent hover:underline"
        >
          {publication.title}
        </Link>
      </h3>
      <PublicationAuthors citation={citation} />
      <Venue citation={citation} />
      {count && <CitedBy count={count} />}
      <div className="mt-2 flex flex-wrap gap-2 print:mt-1 print:gap-x-4 print:gap-y-0.5">
        <PublicationLinks links={publication.links} describedBy={titleId} />
        <BibtexCitation bibtex={publication.bibtex} describedBy={titleId} />
      </div>
    </article>
  );
}
