import { Fragment, useId } from 'react';
import type { Citation } from '@/shared/content/citation';
import type { CitationCount } from '@/shared/content/citation-sources';
import type { ListedPublication } from '@/shared/content/publication';
import { publicationAnchor } from '@/shared/home-anchors';
import { cn } from '@/ui/cn';
import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import { BibtexCitation } from './bibtex-citation';
import { CitedBy } from './cited-by';
import { PublicationAuthors } from './publication-authors';
import { PublicationLinks } from './publication-links';

/**
 * "Journal of X, vol. 3, pp. 45–61, 2019": where and when it appeared, in the page's language, the venue cited as a
 * title.
 */
function Venue({ citation: { venue: parts, delimiter } }: { citation: Citation }) {
  return (
    <p className="text-sm text-muted">
      {parts.map(({ kind, text }, index) => {
        const after = index < parts.length - 1 ? delimiter : '';
        return kind === 'venue' ? (
          <Fragment key={kind}>
            <cite>{text}</cite>
            {after}
          </Fragment>
        ) : (
          <Fragment key={kind}>{`${text}${after}`}</Fragment>
        );
      })}
    </p>
  );
}

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
  const texts = useTexts();
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
        {publication.title}
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
