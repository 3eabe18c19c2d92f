import type { PublicationAuthor } from './publication.ts';

// A publication as a reference list cites it in one language: its authors with the owner marked and
// the words between them, and where it appeared, in parts. The build writes it with a citation
// engine and the CSL locale of the language (tooling/publications/citation-writer.ts); the home page
// renders its parts with React, the résumé's PDF sets them, resume.json joins them into text. The
// browser loads this module for its types only.

/** An author a citation names, with the words and punctuation before the name (none before the first). */
export interface NamedAuthor {
  separator: string;
  /** As the citation's language names them: the owner under their own name as that language writes it. */
  author: Pick<PublicationAuthor, 'name' | 'owner'>;
  /** Its place in the entry's full author list. */
  index: number;
}

/** An author list as a citation writes it: the names it gives, and what ends it ("…", ", et al." or nothing). */
export interface CitedAuthors {
  names: NamedAuthor[];
  end: string;
}

export interface AuthorListOptions {
  /** Name only the first authors and the owner, wherever they are in a long list (more than eight). */
  shortened: boolean;
  /**
   * What ends a shortened list whose last authors it leaves out: an ellipsis where a button shows
   * them (the page), or "et al." as a reference list writes it (the résumé).
   */
  hiddenEnd: 'ellipsis' | 'etAl';
}

/**
 * A part of where a paper appeared; `venue` is the journal's, the proceedings' or the school's name (a title, which the
 * page cites).
 */
export interface VenuePart {
  kind: 'thesis' | 'venue' | 'volume' | 'pages' | 'year';
  text: string;
}

/** A publication's citation as the home page shows it, in one language. */
export interface Citation {
  /** Every author: "A, B and C", or "A, B, C, et al." for a list that ended in "and others". */
  authors: CitedAuthors;
  /** A long list (more than eight) shortened to its first six authors and the owner, "…" for the others. */
  shortened?: CitedAuthors;
  /** Where and when it appeared: "Journal of X, vol. 3, pp. 45–61, 2019". */
  venue: VenuePart[];
  /** Between the venue's parts: ", ". */
  delimiter: string;
}
