// A publication as the site shows it, read from the owner's publications.bib at build time. Plain
// data (strings, numbers, booleans) so it can travel into the page, the head's JSON-LD and
// the résumé.

/** One author, as the entry lists them. */
export interface PublicationAuthor {
  /**
   * As the page shows it: "Jörg Müller", "Maria de la Cruz", "OpenAI Team"; a name written in Han
   * characters, kana or Hangul family name first, with no space ("李明轩" for "李, 明轩"); the owner
   * under their own name as profile.name writes it.
   */
  name: string;
  /** Whether this is the site's owner (profile.name in any of the site's languages, or one of profile.alsoPublishedAs). */
  owner: boolean;
  /**
   * The owner under their own name (profile.name in one of the site's languages), not under another spelling of
   * alsoPublishedAs: each language's citations name them as that language's profile.name writes it.
   */
  ownName?: boolean;
  /** The given and the family name (with its particle) as the entry writes them, when it gives both: "Mingxuan", "Li". */
  given?: string;
  family?: string;
}

/** The links an entry can have, in the order the page shows them. */
export const PUBLICATION_LINK_KINDS = [
  'pdf',
  'arxiv',
  'doi',
  'paper',
  'code',
  'slides',
  'poster',
  'video',
  'website',
] as const;
export type PublicationLinkKind = (typeof PUBLICATION_LINK_KINDS)[number];

export interface PublicationLink {
  kind: PublicationLinkKind;
  /** An absolute http(s) URL. */
  href: string;
}

/** A publication as the home page lists it: its authors and where it appeared are its citation's (citation.ts). */
export type ListedPublication = Pick<Publication, 'key' | 'title' | 'selected' | 'links' | 'bibtex'>;

export interface Publication {
  /** The BibTeX key, unique in the file. */
  key: string;
  /** The BibTeX entry type in lower case: "article", "inproceedings", "misc"… */
  type: string;
  /** LaTeX turned into Unicode, case-protecting braces removed. */
  title: string;
  authors: PublicationAuthor[];
  /** The list ended in "and others": there are more authors than it names. */
  moreAuthors: boolean;
  year: number;
  /** 1 to 12, when the entry has a month. */
  month?: number;
  /**
   * Where it appeared: the journal, the proceedings (booktitle), the school…; none for a preprint known by its arXiv
   * identifier alone (a citation calls it a preprint, in its language).
   */
  venue?: string;
  volume?: string;
  pages?: string;
  /** The bare DOI, such as "10.1145/3580305.3599871". */
  doi?: string;
  /** The arXiv identifier, such as "2301.01234" or "cs/0112017". */
  arxiv?: string;
  /** The entry's `abstract`, LaTeX turned into Unicode: what its page shows under its citation. */
  abstract?: string;
  /**
   * Where the site serves its PDF, from the content folder's papers/ ("/publications/<name>/<name>.pdf", inside the
   * site): the `pdf` link is then that copy, and its page names it to Google Scholar.
   */
  pdfPath?: string;
  /** Marked with `selected = {true}`: a paper the owner wants to stand out. */
  selected: boolean;
  /** In the order of PUBLICATION_LINK_KINDS. */
  links: PublicationLink[];
  /** The entry's BibTeX as the owner wrote it, without the fields only this site reads (links, selected). */
  bibtex: string;
}

/**
 * The name of a publication's page (/publications/<name>): its BibTeX key, accents dropped and every run of other
 * characters than ASCII letters, digits, "_", "." and "-" written "-" ("DBLP:conf/icml/Li24" is "DBLP-conf-icml-Li24"),
 * so that every host serves it as written. The build stops when two keys give one name.
 */
export const publicationSlug = (key: string): string =>
  key
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-');
