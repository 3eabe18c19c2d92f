import { type ImportedName, type ImportedWork, venueField } from './imported-work.ts';
import { arxivOfDoi, bareDoi, withoutMarkup } from './work-identity.ts';

// A DOI's metadata in CSL JSON, as DOI content negotiation gives it (doi.org with Accept:
// application/vnd.citationstyles.csl+json, answered by Crossref, DataCite or mEDRA), read into an
// imported work. Crossref writes a title, its journal and its abstract as strings with some markup
// (<i>, <sub>, JATS's <jats:p>); DataCite gives an arXiv preprint the type "article".

/** The CSL JSON fields read. */
export interface CslItem {
  type?: string;
  genre?: string;
  title?: string | string[];
  'container-title'?: string | string[];
  publisher?: string;
  author?: CslName[];
  issued?: CslDate;
  'published-print'?: CslDate;
  'published-online'?: CslDate;
  published?: CslDate;
  volume?: string | number;
  issue?: string | number;
  page?: string;
  DOI?: string;
  URL?: string;
  abstract?: string;
}

interface CslName {
  family?: string;
  given?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  suffix?: string;
  literal?: string;
  name?: string;
  ORCID?: string;
}

interface CslDate {
  'date-parts'?: (number | string)[][];
}

/** CSL's types, as BibTeX's; any other is @misc. */
const BIBTEX_TYPES: Readonly<Record<string, string>> = {
  'article-journal': 'article',
  'paper-conference': 'inproceedings',
  chapter: 'incollection',
  book: 'book',
  thesis: 'phdthesis',
  report: 'techreport',
};

/** A string of CSL's, which some agencies give as a list of one. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const text = (value: string | number | undefined) => {
  const plain = value === undefined ? '' : withoutMarkup(String(value));
  return plain === '' ? undefined : plain;
};

/** An ORCID iD from its address or itself: "http://orcid.org/0000-0002-1825-0097" → 0000-0002-1825-0097. */
const orcidOf = (value: string | undefined) => /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\s*$/i.exec(value ?? '')?.[1];

function nameOfCsl(name: CslName): ImportedName {
  const orcid = orcidOf(name.ORCID);
  const literal = text(name.literal ?? name.name);
  const family = text(name.family);
  if (family === undefined) return { literal: literal ?? text(name.given) ?? '', ...(orcid && { orcid }) };
  const particle = text([name['dropping-particle'], name['non-dropping-particle']].filter(Boolean).join(' '));
  const given = text(name.given);
  const suffix = text(name.suffix);
  return {
    family,
    ...(given && { given }),
    ...(particle && { particle }),
    ...(suffix && { suffix }),
    ...(orcid && { orcid }),
  };
}

/** [year, month] of the first date the item gives. */
function dateOf(item: CslItem): [number, number | undefined] | undefined {
  for (const date of [item.issued, item['published-print'], item['published-online'], item.published]) {
    const [year, month] = (date?.['date-parts']?.[0] ?? []).map(Number);
    if (year !== undefined && Number.isInteger(year) && year > 0)
      return [year, month !== undefined && month >= 1 && month <= 12 ? month : undefined];
  }
  return undefined;
}

/** The imported work of a CSL item; undefined without a title or a year. */
export function workOfCsl(item: CslItem, from: string): ImportedWork | undefined {
  const title = text(first(item.title));
  const date = dateOf(item);
  if (title === undefined || date === undefined) return undefined;
  const doi = bareDoi(item.DOI);
  const arxiv = doi === undefined ? undefined : arxivOfDoi(doi);
  let type = BIBTEX_TYPES[item.type ?? ''] ?? 'misc';
  if (type === 'phdthesis' && /master/i.test(item.genre ?? '')) type = 'mastersthesis';
  const container = text(first(item['container-title']));
  const publisher = text(item.publisher);
  const field = venueField(type);
  // an arXiv preprint is known by its identifier: "arXiv" is no venue
  const venueName = field === 'journal' || field === 'booktitle' ? container : arxiv ? undefined : publisher;
  const url = text(item.URL);
  const work: ImportedWork = {
    type,
    title,
    authors: (item.author ?? []).map(nameOfCsl).filter((name) => name.family || name.literal),
    year: date[0],
    from,
  };
  if (date[1] !== undefined) work.month = date[1];
  if (venueName) work.venue = { field, name: venueName };
  if (publisher && field === 'booktitle' && type === 'incollection') work.publisher = publisher;
  const volume = text(item.volume);
  if (volume) work.volume = volume;
  const issue = text(item.issue);
  if (issue) work.number = issue;
  const pages = text(item.page);
  if (pages) work.pages = pages;
  if (doi) work.doi = doi;
  if (arxiv) work.arxiv = arxiv;
  // the DOI's own address, or arXiv's, says nothing the DOI does not
  if (url && !/^https?:\/\/(dx\.)?doi\.org\//i.test(url) && !(arxiv && /arxiv\.org\/abs\//i.test(url))) work.url = url;
  const abstract = text(item.abstract?.replace(/<jats:title>[^<]*<\/jats:title>/g, ''));
  if (abstract) work.abstract = abstract;
  return work;
}
