import type { Publication } from '../../src/shared/content/publication.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';
import { paperLinks } from '../../src/shared/content/publication-reference.ts';
import { shortUrl } from './resume-content.ts';

// A publication as the résumé cites it, in the résumé's language (the citation the home page renders,
// tooling/publications/citation-writer.ts): its author list as runs the PDF sets, the owner's name
// apart, where it appeared, and the one link a reader follows to the paper.

/** A piece of the author list: a name (the owner's is set in bold) or the punctuation between names. */
export interface AuthorRun {
  text: string;
  /** An author's name, which a line never breaks. */
  name: boolean;
  owner: boolean;
}

/**
 * "A, B and C", or "A, B, C, et al." for a list that ended in "and others". `shorten`: a long list
 * names its first authors and the owner, wherever they are (as the home page does), with "…" for
 * the authors between, then "et al.".
 */
export function authorRuns(
  publication: Pick<Publication, 'authors' | 'moreAuthors'>,
  citations: CitationWriter,
  { shorten }: { shorten: boolean },
): AuthorRun[] {
  const { names, end } = citations.authors(publication, { shortened: shorten, hiddenEnd: 'etAl' });
  const punctuation = (text: string): AuthorRun[] => (text ? [{ text, name: false, owner: false }] : []);
  return [
    ...names.flatMap(({ separator, author }) => [
      ...punctuation(separator),
      { text: author.name, name: true, owner: author.owner },
    ]),
    ...punctuation(end),
  ];
}

/**
 * "Journal of X, vol. 3, pp. 45–61", "PhD thesis, Some University": where it appeared, without the year, which the
 * résumé sets beside the title.
 */
export function venueText(publication: Publication, citations: CitationWriter): string | undefined {
  return (
    citations
      .venue(publication, { year: false, linked: true })
      .map(({ text }) => text)
      .join(citations.delimiter) || undefined
  );
}

/**
 * The one link a citation gives, and its text as references write it ("doi.org/10.1145/…", "arXiv:2301.01234"); none
 * for a paper without one.
 */
export function citationLink(publication: Publication): { href: string; text: string } | undefined {
  const [link] = paperLinks(publication);
  if (!link) return undefined;
  if (link.kind === 'doi') return { href: link.href, text: `doi.org/${publication.doi}` };
  if (link.kind === 'arxiv') return { href: link.href, text: `arXiv:${publication.arxiv}` };
  return { href: link.href, text: shortUrl(link.href) };
}
