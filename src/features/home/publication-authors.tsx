import { Fragment, useId, useState } from 'react';
import { isLongAuthorList, namedWhenShortened } from '@/shared/content/author-list';
import type { PublicationAuthor } from '@/shared/content/publication';
import { useTexts } from '@/shared/i18n/language';

function AuthorName({ author }: { author: PublicationAuthor }) {
  // <strong>: the owner's name stands out by weight and a highlight, not by colour alone
  return author.owner ? <strong className="rounded-sm bg-chip font-semibold text-chip-fg">{author.name}</strong> : author.name;
}

/**
 * "A, B, C and D", the owner's name highlighted, "et al." for a list that ended in "and others".
 * A long list is shortened to its first authors, and the owner's name wherever it is, until the
 * visitor asks for all with its button.
 */
export function PublicationAuthors({ authors, moreAuthors }: { authors: readonly PublicationAuthor[]; moreAuthors: boolean }) {
  const texts = useTexts();
  const { comma } = texts;
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = isLongAuthorList(authors);
  const shown = authors
    .map((author, index) => ({ author, index }))
    .filter(({ author, index }) => !collapsible || expanded || namedWhenShortened(author, index));
  const complete = shown.length === authors.length;
  const lastShown = shown[shown.length - 1]?.index ?? -1;

  return (
    <p id={id} className="text-sm leading-relaxed text-fg">
      {shown.map(({ author, index }, position) => {
        const previous = shown[position - 1];
        // a gap in the shortened list is an ellipsis; the last of a complete list is joined with "and"
        let separator = comma;
        if (!previous) separator = '';
        else if (previous.index < index - 1) separator = `${comma}…${comma}`;
        else if (complete && !moreAuthors && index === authors.length - 1) separator = texts.and;
        return (
          <Fragment key={index}>
            {separator}
            <AuthorName author={author} />
          </Fragment>
        );
      })}
      {lastShown < authors.length - 1 ? `${comma}…` : moreAuthors && `${comma}${texts.etAl}`}
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
            {expanded ? texts.showFewerAuthors : texts.showAllAuthors(authors.length)}
          </button>
        </>
      )}
    </p>
  );
}
