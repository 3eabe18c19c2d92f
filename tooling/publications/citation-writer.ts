import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CslItem } from 'citeproc';
import { isLongAuthorList, namedWhenShortened } from '../../src/shared/content/author-list.ts';
import type {
  AuthorListOptions,
  Citation,
  CitedAuthors,
  NamedAuthor,
  VenuePart,
} from '../../src/shared/content/citation.ts';
import type { Publication, PublicationAuthor } from '../../src/shared/content/publication.ts';
import type { SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import { cslLocaleOf, cslLocaleXml } from './csl-locale.ts';

// Build-time only (Node): a publication's citation in a language, written by citeproc-js (the
// citation engine of Zotero and Mendeley) with the site's style (citation-style.csl) and the CSL
// locale of the language. The engine writes the words: between the names of an author list, "and"
// before the last, "et al.", the labelled volume and pages, the year; the site gives the names (the
// owner's marked, as the language writes it), the venue's title, and the few words CSL has no term
// for (a thesis's degree, an arXiv preprint), from the language's catalogue.

// (a path from a string, not a URL object: under jsdom, the tests' global URL is not Node's)
const STYLE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'citation-style.csl'), 'utf8');

/** The texts of a citation that CSL has no term for: its locales say "thesis" and "preprint", in English in most. */
export type CitationTexts = Pick<SiteTexts, 'preprint' | 'phdThesis' | 'mastersThesis'>;

/** What the engine writes between and after the names of an author list, in one language. */
interface ListWords {
  /** Between two names, but before the last of a complete list: ", ". */
  between: string;
  /** Between the two names of a list of two: " and ", "和". */
  pair: string;
  /** Before the last name of a complete list of three or more. */
  last: string;
  /** After a list that names one of more authors: " et al.". */
  etAlAfterOne: string;
  /** After a list that names several of more authors: ", et al.". */
  etAl: string;
}

/** A language's citations. */
export interface CitationWriter {
  /** The CSL locale they are written with: "zh-CN" for zh-Hans. */
  locale: string;
  /** Between the parts of a venue: ", ". */
  delimiter: string;
  /**
   * "A, B and C", or "A, B, C, et al." for a list that ended in "and others"; shortened, the first
   * authors and the owner, "…" for the authors between them.
   */
  authors(publication: Pick<Publication, 'authors' | 'moreAuthors'>, options: AuthorListOptions): CitedAuthors;
  /**
   * "Journal of X, vol. 3, pp. 45–61, 2019", "PhD thesis, Some University": where and when it
   * appeared, in parts. `year`: with the year at the end (the page), or without (the résumé sets it
   * beside the title). `linked`: see venueName.
   */
  venue(publication: Publication, options: { year: boolean; linked: boolean }): VenuePart[];
  /**
   * Where it appeared: the journal, the proceedings, the school, or for a paper known by its arXiv
   * identifier alone, a preprint in the language; for a preprint exported by Google Scholar ("arXiv
   * preprint arXiv:2301.01234") without the identifier when `linked` (a citation that gives the
   * paper's link beside it, which names the identifier).
   */
  venueName(publication: Pick<Publication, 'venue' | 'arxiv'>, options: { linked: boolean }): string | undefined;
  /** The citation the home page shows: every author, the shortened list of a long one, the venue with its year. */
  citation(publication: Publication): Citation;
}

/** The names the engine is given, each a placeholder for an author the site names itself. */
const PLACEHOLDERS = ['Xa', 'Xb', 'Xc'];
const PLACEHOLDER = /X[a-c]/;

/** What a thesis says it is, by its BibTeX type. */
const THESES: Readonly<Record<string, (texts: CitationTexts) => string>> = {
  phdthesis: (texts) => texts.phdThesis,
  mastersthesis: (texts) => texts.mastersThesis,
};

/**
 * The words around `count` placeholder names as the engine writes them, for an item of `type` (the
 * style's probes): before each name (the first's empty) and after the last.
 */
function around(render: (item: Omit<CslItem, 'id'>) => string, type: string, count: number): string[] {
  const written = render({ type, author: PLACEHOLDERS.slice(0, count).map((family) => ({ family })) });
  const parts = written.split(PLACEHOLDER);
  if (parts[0] !== '') throw new Error(`The citation style wrote "${written}" for an author list`);
  return parts;
}

/**
 * The citations of the language `tag` (BCP 47, as site.ts writes it), with its catalogue's `texts`;
 * `ownerName`: the owner's name in it (its profile.name), which it gives an author who is the owner
 * under their own name.
 */
export async function citationWriter(tag: string, texts: CitationTexts, ownerName?: string): Promise<CitationWriter> {
  // citeproc-js is loaded only by a build that cites (about 20 ms)
  const { default: CSL } = await import('citeproc');
  const locale = cslLocaleOf(tag, CSL.LANG_BASES);
  const items = new Map<string, CslItem>();
  const engine = new CSL.Engine(
    {
      // the engine reads a language's locale over its base (de-AT over de-DE): a base CSL lacks is en-US, as in citeproc-js
      retrieveLocale: (id) => cslLocaleXml(id) ?? cslLocaleXml('en-US') ?? '',
      retrieveItem: (id) => {
        const item = items.get(id);
        if (!item) throw new Error(`No item ${id} to cite`);
        return item;
      },
    },
    STYLE,
    locale,
    true,
  );
  engine.setOutputFormat('text');
  let rendered = 0;
  const render = (item: Omit<CslItem, 'id'>): string => {
    // each item under a new id: the engine keeps what it has read of an id
    const id = String(rendered++);
    items.set(id, { id, ...item });
    try {
      return engine.makeCitationCluster([{ id }]);
    } finally {
      items.delete(id);
    }
  };

  const [, pair = ''] = around(render, 'article', 2);
  const [, between = '', last = ''] = around(render, 'article', 3);
  const words: ListWords = {
    between,
    pair,
    last,
    etAlAfterOne: around(render, 'book', 2)[1] ?? '',
    etAl: around(render, 'report', 3)[2] ?? '',
  };
  // a venue's parts are rendered one at a time; the words between two are what the style writes between them
  const volume = (text: string) => render({ type: 'article', volume: text });
  const pages = (text: string) => render({ type: 'article', page: text });
  const years = new Map<number, string>();
  const year = (value: number) => {
    if (!years.has(value)) years.set(value, render({ type: 'article', issued: { 'date-parts': [[value]] } }));
    return years.get(value) ?? String(value);
  };
  const [volumeAlone, pagesAlone, both] = [
    volume('1'),
    pages('2'),
    render({ type: 'article', volume: '1', page: '2' }),
  ];
  if (!both.startsWith(volumeAlone) || !both.endsWith(pagesAlone))
    throw new Error(`The citation style wrote "${both}" for a volume and pages`);
  const delimiter = both.slice(volumeAlone.length, both.length - pagesAlone.length);

  /** The author as the language names them: the owner under their own name as its profile.name writes it. */
  const inLanguage = ({ name, owner, ownName }: PublicationAuthor): NamedAuthor['author'] => ({
    name: ownName && ownerName ? ownerName : name,
    owner,
  });

  const authors: CitationWriter['authors'] = ({ authors: list, moreAuthors }, { shortened, hiddenEnd }) => {
    const shorten = shortened && isLongAuthorList(list);
    const shown = list
      .map((author, index) => ({ author, index }))
      .filter(({ author, index }) => !shorten || namedWhenShortened(author, index));
    const complete = shown.length === list.length;
    const names = shown.map(({ author, index }, position): NamedAuthor => {
      const previous = shown[position - 1];
      // a gap in the shortened list is an ellipsis; the last of a complete list is joined with "and"
      let separator = words.between;
      if (!previous) separator = '';
      else if (previous.index < index - 1) separator = `${words.between}…${words.between}`;
      else if (complete && !moreAuthors && index === list.length - 1)
        separator = list.length === 2 ? words.pair : words.last;
      return { separator, author: inLanguage(author), index };
    });
    const etAl = shown.length === 1 ? words.etAlAfterOne : words.etAl;
    const lastShown = shown.at(-1)?.index ?? -1;
    let end = '';
    if (shown.length > 0 && lastShown < list.length - 1) end = hiddenEnd === 'ellipsis' ? `${words.between}…` : etAl;
    else if (shown.length > 0 && moreAuthors) end = etAl;
    return { names, end };
  };

  const venueName: CitationWriter['venueName'] = ({ venue, arxiv }, { linked }) => {
    if (!venue) return arxiv ? texts.preprint : undefined;
    const identifier = ` arXiv:${arxiv}`;
    return linked && arxiv && venue.endsWith(identifier) ? venue.slice(0, -identifier.length) : venue;
  };

  const venue: CitationWriter['venue'] = (publication, options) => {
    const part = (kind: VenuePart['kind'], text: string | undefined): VenuePart[] => (text ? [{ kind, text }] : []);
    return [
      ...part('thesis', THESES[publication.type]?.(texts)),
      ...part('venue', venueName(publication, options)),
      ...part('volume', publication.volume && volume(publication.volume)),
      ...part('pages', publication.pages && pages(publication.pages)),
      ...part('year', options.year ? year(publication.year) : undefined),
    ];
  };

  return {
    locale,
    delimiter,
    authors,
    venue,
    venueName,
    citation: (publication) => {
      const shortened = isLongAuthorList(publication.authors)
        ? { shortened: authors(publication, { shortened: true, hiddenEnd: 'ellipsis' }) }
        : {};
      return {
        authors: authors(publication, { shortened: false, hiddenEnd: 'etAl' }),
        ...shortened,
        venue: venue(publication, { year: true, linked: false }),
        delimiter,
      };
    },
  };
}

/** An author list as text: "Katharina Hofer und Stefan Grünwald". */
export const authorsText = ({ names, end }: CitedAuthors): string =>
  `${names.map(({ separator, author }) => `${separator}${author.name}`).join('')}${end}`;
