import type { Publication } from '@/shared/content/publication';

// The <meta name="citation_…"> tags Google Scholar reads a paper's page by (the Highwire Press
// tags of its inclusion guidelines): the title, each author in the entry's order, the date as
// references cite it, where it appeared by its kind, its volume, pages and DOI.

/** An author as the tags name them: "Family, Given" where the entry writes both, else as the page shows them. */
const authorName = ({ name, given, family }: Publication['authors'][number]) =>
  given !== undefined && family !== undefined ? `${family}, ${given}` : name;

/**
 * Where it appeared, by its kind: a journal's title, a conference's, the university of a thesis, the
 * institution of a report. An arXiv preprint (an `article` with an arXiv identifier and no other
 * venue) has none.
 */
function venueTag(publication: Publication): readonly [string, string] | undefined {
  const { type, venue, arxiv } = publication;
  if (!venue) return undefined;
  if (type === 'article') return arxiv && /arxiv/i.test(venue) ? undefined : ['citation_journal_title', venue];
  if (type === 'inproceedings' || type === 'conference' || type === 'proceedings')
    return ['citation_conference_title', venue];
  if (type === 'phdthesis' || type === 'mastersthesis' || type === 'thesis')
    return ['citation_dissertation_institution', venue];
  if (type === 'techreport' || type === 'report') return ['citation_technical_report_institution', venue];
  if (type === 'incollection' || type === 'inbook') return ['citation_inbook_title', venue];
  return undefined;
}

/**
 * The tags of a publication's page, in the order the guidelines list them; `pdfUrl`, the absolute
 * address of its PDF where the site itself serves one (Google Scholar reads a PDF on the page's site).
 */
export function highwireTags(publication: Publication, pdfUrl?: string): (readonly [string, string])[] {
  const { title, authors, year, volume, pages, doi } = publication;
  const [first, last] = (pages ?? '').split(/\s*[-–—]+\s*/);
  const venue = venueTag(publication);
  return [
    ['citation_title', title],
    ...authors.map((author) => ['citation_author', authorName(author)] as const),
    // a year alone: the guidelines take a whole date ("2024/7/15") or the year, and an entry gives at most a month
    ['citation_publication_date', String(year)],
    ...(venue ? [venue] : []),
    ...(volume ? [['citation_volume', volume] as const] : []),
    ...(first ? [['citation_firstpage', first] as const] : []),
    ...(first && last ? [['citation_lastpage', last] as const] : []),
    ...(doi ? [['citation_doi', doi] as const] : []),
    ...(pdfUrl ? [['citation_pdf_url', pdfUrl] as const] : []),
  ];
}
