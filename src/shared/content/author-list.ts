import type { PublicationAuthor } from './publication.ts';

// How a long author list is shortened, the same on the home page and in the résumé's citations
// (tooling/publications/citation-writer.ts writes both).

/** Whether an author list is long enough to be shortened: more than eight names. */
export const isLongAuthorList = (authors: readonly PublicationAuthor[]): boolean => authors.length > 8;

/** Whether a shortened list names the author at `index`: the first six do, and the owner wherever they are. */
export const namedWhenShortened = (author: PublicationAuthor, index: number): boolean => index < 6 || author.owner;
