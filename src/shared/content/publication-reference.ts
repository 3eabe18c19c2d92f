import type { Publication, PublicationLink } from './publication.ts';

// What a reference to a paper gives, the same in the résumé's citations and resume.json as in the
// head's JSON-LD: its links to the paper itself, and its date.

/**
 * The kinds of link that lead to the paper itself, most lasting first: the DOI, the preprint, the entry's own address,
 * its PDF.
 */
const PAPER_LINK_KINDS = ['doi', 'arxiv', 'paper', 'pdf'] as const;

/** The publication's links to the paper itself, most lasting first; a reference gives the first. */
export const paperLinks = (publication: Publication): PublicationLink[] =>
  PAPER_LINK_KINDS.flatMap((kind) => publication.links.find((link) => link.kind === kind) ?? []);

/** "2024-07", or "2024" for an entry without a month. */
export const publicationDate = ({ year, month }: Publication): string =>
  month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
