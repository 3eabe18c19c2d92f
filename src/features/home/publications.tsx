import type { Publication } from '@/shared/content/publication';
import { useTexts } from '@/ui/language';
import { PublicationEntry } from './publication-entry';
import { SectionHeading } from './section-heading';

/** The owner's papers from publications.bib, newest first (the order the build gives them). */
export function Publications({ publications }: { publications: readonly Publication[] }) {
  const texts = useTexts();
  return (
    <section id="publications" aria-labelledby="publications-heading" className="scroll-mt-20">
      <SectionHeading id="publications-heading">{texts.publications}</SectionHeading>
      <ol className="flex flex-col gap-6">
        {publications.map((publication) => (
          <li key={publication.key}>
            <PublicationEntry publication={publication} />
          </li>
        ))}
      </ol>
    </section>
  );
}
