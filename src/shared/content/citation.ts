import type { SiteTexts } from '../i18n/site-texts.ts';
import { isLongAuthorList, namedWhenShortened } from './author-list.ts';
import type { Publication, PublicationAuthor } from './publication.ts';

// A publication as a reference list cites it, in the language of the words it is given: its authors
// with the owner marked, and where it appeared. One citation for every output: the home page renders
// its parts with React, the résumé's PDF typesets them, resume.json joins them into text. The browser
// loads it, so it imports nothing but types and the author list's rule.

/** The words a citation is written with, from the catalogue of its language. */
export type CitationWords = Pick<
  SiteTexts,
  'comma' | 'and' | 'etAl' | 'preprint' | 'phdThesis' | 'mastersThesis' | 'volume' | 'pageRange' | 'page'
>;

/** An author a citation names, with the words and punctuation before the name (none before the first). */
export interface NamedAuthor {
  separator: string;
  author: PublicationAuthor;
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
 * "A, B and C", or "A, B, C, et al." for a list that ended in "and others"; shortened, the first
 * authors and the owner, with an ellipsis for the authors between them.
 */
export function citedAuthors(
  { authors, moreAuthors }: Pick<Publication, 'authors' | 'moreAuthors'>,
  words: CitationWords,
  { shortened, hiddenEnd }: AuthorListOptions,
): CitedAuthors {
  const { comma } = words;
  const shorten = shortened && isLongAuthorList(authors);
  const shown = authors
    .map((author, index) => ({ author, index }))
    .filter(({ author, index }) => !shorten || namedWhenShortened(author, index));
  const complete = shown.length === authors.length;
  const names = shown.map(({ author, index }, position): NamedAuthor => {
    const previous = shown[position - 1];
    // a gap in the shortened list is an ellipsis; the last of a complete list is joined with "and"
    let separator = comma;
    if (!previous) separator = '';
    else if (previous.index < index - 1) separator = `${comma}…${comma}`;
    else if (complete && !moreAuthors && index === authors.length - 1) separator = words.and;
    return { separator, author, index };
  });
  const lastShown = shown.at(-1)?.index ?? -1;
  let end = '';
  if (shown.length > 0 && lastShown < authors.length - 1)
    end = hiddenEnd === 'ellipsis' ? `${comma}…` : `${comma}${words.etAl}`;
  else if (shown.length > 0 && moreAuthors) end = `${comma}${words.etAl}`;
  return { names, end };
}

/** The full author list as text: "Katharina Hofer und Stefan Grünwald". */
export function authorsText(publication: Pick<Publication, 'authors' | 'moreAuthors'>, words: CitationWords): string {
  const { names, end } = citedAuthors(publication, words, { shortened: false, hiddenEnd: 'etAl' });
  return `${names.map(({ separator, author }) => `${separator}${author.name}`).join('')}${end}`;
}

/**
 * A part of where a paper appeared; `venue` is the journal's, the proceedings' or the school's name (a title, which the
 * page cites).
 */
export interface VenuePart {
  kind: 'thesis' | 'venue' | 'volume' | 'pages' | 'year';
  text: string;
}

/** What a thesis says it is, by its BibTeX type. */
const theses: Readonly<Record<string, (words: CitationWords) => string>> = {
  phdthesis: (words) => words.phdThesis,
  mastersthesis: (words) => words.mastersThesis,
};

/**
 * Where it appeared: the journal, the proceedings, the school, or for a paper known by its arXiv
 * identifier alone, a preprint in the citation's language; for a preprint exported by Google Scholar
 * ("arXiv preprint arXiv:2301.01234") without the identifier when `linked` (a citation that gives the
 * paper's link beside it, which names the identifier).
 */
export function venueName(
  { venue, arxiv }: Pick<Publication, 'venue' | 'arxiv'>,
  words: Pick<CitationWords, 'preprint'>,
  { linked }: { linked: boolean },
): string | undefined {
  if (!venue) return arxiv ? words.preprint : undefined;
  const identifier = ` arXiv:${arxiv}`;
  return linked && arxiv && venue.endsWith(identifier) ? venue.slice(0, -identifier.length) : venue;
}

/**
 * "Journal of X, vol. 3, pp. 45–61, 2019", "PhD thesis, Some University": where and when it appeared,
 * as a reference list writes it, in parts (joined with `words.comma`). `year`: with the year at the
 * end (the page), or without (the résumé sets it beside the title). `linked`: see venueName.
 */
export function venueParts(
  publication: Publication,
  words: CitationWords,
  { year, linked }: { year: boolean; linked: boolean },
): VenuePart[] {
  const { type, volume, pages } = publication;
  const venue = venueName(publication, words, { linked });
  const part = (kind: VenuePart['kind'], text: string | undefined): VenuePart[] => (text ? [{ kind, text }] : []);
  return [
    ...part('thesis', theses[type]?.(words)),
    ...part('venue', venue),
    ...part('volume', volume && words.volume(volume)),
    ...part('pages', pages && (/[–-]/.test(pages) ? words.pageRange(pages) : words.page(pages))),
    ...part('year', year ? String(publication.year) : undefined),
  ];
}
