import type { Citation } from '@/shared/content/citation';
import type { CitationCount } from '@/shared/content/citation-sources';
import type { ListedPublication } from '@/shared/content/publication';
import { useLanguage } from '@/ui/language';
import { PublicationEntry } from './publication-entry';
import { SectionHeading } from './section-heading';

/**
 * The owner's papers from publications.bib, newest first (the order the build gives them), each cited in the page's
 * language (`citations`: by language tag, in the order of `publications`), with its citation count where `counts`
 * (by BibTeX key) has one.
 */
export function Publications({
  publications,
  citations,
  counts = {},
}: {
  publications: readonly ListedPublication[];
  citations: Readonly<Record<string, readonly Citation[]>>;
  counts?: Readonly<Record<string, CitationCount>>;
}) {
  const { tag, texts } = useLanguage();
  const cited = citations[tag] ?? [];
  return (
    <section id="publications" aria-labelledby="publications-heading" className="scroll-mt-20">
      <SectionHeading id="publications-heading">{texts.publications}</SectionHeading>
      <ol className="flex flex-col gap-6">
        {publications.map((publication, index) => {
          const citation = cited[index];
          return (
            citation && (
              <li key={publication.key}>
                <PublicationEntry publication={publication} citation={citation} count={counts[publication.key]} />
              </li>
            )
          );
        })}
      </ol>
    </section>
  );
}
