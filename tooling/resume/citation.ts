import { isLongAuthorList, namedWhenShortened } from '../../src/shared/content/author-list.ts';
import type { Publication, PublicationAuthor } from '../../src/shared/content/publication.ts';
import { paperLinks } from '../publications/reference.ts';
import { shortUrl } from './resume-content.ts';

// A publication as a reference list writes it, for the résumé: its author list with the owner's name
// set apart, where it appeared, and the one link a reader follows to the paper.

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
export function authorRuns(authors: readonly PublicationAuthor[], moreAuthors: boolean, { shorten }: { shorten: boolean }): AuthorRun[] {
  const shortened = shorten && isLongAuthorList(authors);
  const shown = authors.map((author, index) => ({ author, index })).filter(({ author, index }) => !shortened || namedWhenShortened(author, index));
  const runs: AuthorRun[] = [];
  const punctuation = (text: string) => runs.push({ text, name: false, owner: false });
  shown.forEach(({ author, index }, position) => {
    const previous = shown[position - 1];
    if (previous && previous.index < index - 1) punctuation(', …, ');
    else if (previous) punctuation(!shortened && !moreAuthors && index === authors.length - 1 ? ' and ' : ', ');
    runs.push({ text: author.name, name: true, owner: author.owner });
  });
  const lastShown = shown.at(-1)?.index ?? -1;
  if (shown.length > 0 && (moreAuthors || lastShown < authors.length - 1)) punctuation(', et al.');
  return runs;
}

const THESES: Readonly<Record<string, string>> = { phdthesis: 'PhD thesis', mastersthesis: "Master's thesis" };

/**
 * Where it appeared: the journal, the proceedings, the school; for a preprint exported by Google
 * Scholar ("arXiv preprint arXiv:2301.01234"), without the identifier, which the citation's link gives.
 */
export function venueName({ venue, arxiv }: Publication): string | undefined {
  const identifier = ` arXiv:${arxiv}`;
  return arxiv && venue?.endsWith(identifier) ? venue.slice(0, -identifier.length) : venue;
}

/** "Journal of X, vol. 3, pp. 45–61", "PhD thesis, Some University": where it appeared, without the year. */
export function venueText(publication: Publication): string | undefined {
  const { type, volume, pages } = publication;
  const parts = [THESES[type], venueName(publication), volume && `vol. ${volume}`, pages && `${/[–-]/.test(pages) ? 'pp.' : 'p.'} ${pages}`];
  return parts.filter(Boolean).join(', ') || undefined;
}

/** The one link a citation gives, and its text as references write it ("doi.org/10.1145/…", "arXiv:2301.01234"); none for a paper without one. */
export function citationLink(publication: Publication): { href: string; text: string } | undefined {
  const [link] = paperLinks(publication);
  if (!link) return undefined;
  if (link.kind === 'doi') return { href: link.href, text: `doi.org/${publication.doi}` };
  if (link.kind === 'arxiv') return { href: link.href, text: `arXiv:${publication.arxiv}` };
  return { href: link.href, text: shortUrl(link.href) };
}
