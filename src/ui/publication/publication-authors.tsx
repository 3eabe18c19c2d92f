import { Fragment, useId, useState } from 'react';
import type { Citation, NamedAuthor } from '@/shared/content/citation';
import { useTexts } from '@/ui/language';

function AuthorName({ author }: { author: NamedAuthor['author'] }) {
  // <strong>: the owner's name stands out by weight and a highlight, not by colour alone
  return author.owner ? (
    <strong className="rounded-sm bg-chip font-semibold text-chip-fg">{author.name}</strong>
  ) : (
    author.name
  );
}

/**
 * "A, B, C and D" in the page's language (the build's citation, src/shared/content/citation.ts), the
 * owner's name highlighted, "et al." for a list that ended in "and others". A long list is shortened
 * to its first authors, and the owner's name wherever it is, until the visitor asks for all with its
 * button; on the publication's own page (`whole`) it is always whole.
 */
export function PublicationAuthors({ citation, whole = false }: { citation: Citation; whole?: boolean }) {
  const texts = useTexts();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = !whole && citation.shortened !== undefined;
  const { names, end } = (collapsible && !expanded && citation.shortened) || citation.authors;

  return (
    <p id={id} className="text-sm leading-relaxed text-fg">
      {names.map(({ separator, author, index }) => (
        <Fragment key={index}>
          {separator}
          <AuthorName author={author} />
        </Fragment>
      ))}
      {end}
      {collapsible && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
            className="rounded-sm font-medium text-accent underline-offset-4 hover:underline print:hidden"
          >
            {expanded ? texts.showFewerAuthors : texts.showAllAuthors(citation.authors.names.length)}
          </button>
        </>
      )}
    </p>
  );
}
