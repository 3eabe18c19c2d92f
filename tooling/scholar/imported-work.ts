// A paper as an import reads it (from ORCID, or a DOI's metadata), before it is an entry of
// publications.bib: the fields BibTeX has, in plain Unicode.

/** An author: a family and given name (with a particle, "van der", and a suffix, "Jr."), or a name taken whole. */
export interface ImportedName {
  family?: string;
  given?: string;
  particle?: string;
  suffix?: string;
  /** A name not split into parts ("OpenAI Team", or a byline in one word: "李明轩"). */
  literal?: string;
  /** The author's ORCID iD, when the record gives it: 0000-0002-1825-0097. */
  orcid?: string;
}

/** The BibTeX field a paper's venue is written in, by the entry's type. */
export type VenueField = 'journal' | 'booktitle' | 'school' | 'institution' | 'publisher' | 'howpublished';

export interface ImportedWork {
  /** The BibTeX entry type: article, inproceedings, incollection, book, phdthesis, techreport, misc. */
  type: string;
  title: string;
  authors: ImportedName[];
  year: number;
  /** 1 to 12. */
  month?: number;
  venue?: { field: VenueField; name: string };
  /** The publisher, beside a venue of another field (a book's chapter). */
  publisher?: string;
  volume?: string;
  number?: string;
  pages?: string;
  doi?: string;
  /** The arXiv identifier, such as 2311.04567. */
  arxiv?: string;
  url?: string;
  abstract?: string;
  /** Where it was read, for the messages: "ORCID (put-code 123)", "doi.org". */
  from: string;
}

/** The venue field of an entry type: a journal's article, a proceedings' paper, a thesis's school… */
export function venueField(type: string): VenueField {
  switch (type) {
    case 'article':
      return 'journal';
    case 'inproceedings':
    case 'incollection':
      return 'booktitle';
    case 'phdthesis':
    case 'mastersthesis':
      return 'school';
    case 'techreport':
      return 'institution';
    case 'book':
      return 'publisher';
    default:
      return 'howpublished';
  }
}
