import type { Service } from './polite-fetch.ts';
import { bareDoi, doiKey, titleKey } from './work-identity.ts';

// A paper's citation count from OpenAlex (https://api.openalex.org): the work its DOI names, else
// (no DOI, or one OpenAlex does not know) the one work whose title is the entry's once normalised,
// of the entry's year, by one of its authors. A search that finds none, or more than one, gives no
// count: a count is never another paper's.

/** Where OpenAlex is and how it is asked. */
export interface OpenAlexAccess {
  /** The API's address: https://api.openalex.org, or a recording's in the tests. */
  base: string;
  /** The address OpenAlex may write to about the requests (its "polite pool"). */
  mailto?: string | undefined;
  /** An OpenAlex API key (free; it raises the day's allowance of searches). */
  apiKey?: string | undefined;
}

/** What a paper is looked up by. */
export interface PaperToFind {
  doi?: string | undefined;
  title: string;
  year: number;
  /** Its authors' family names (or whole names), to tell a work of the same title by others from it. */
  authors: readonly string[];
}

export type WorkLookup =
  | { kind: 'found'; work: string; count: number; by: 'doi' | 'title' }
  | { kind: 'not-found'; why: string }
  | { kind: 'failed'; reason: string };

/** The fields asked for: the work's id, its DOI, title and year to check the match, its count. */
const FIELDS = ['id', 'doi', 'display_name', 'publication_year', 'cited_by_count'];

interface OpenAlexWork {
  id?: unknown;
  doi?: unknown;
  display_name?: unknown;
  title?: unknown;
  publication_year?: unknown;
  cited_by_count?: unknown;
  authorships?: { author?: { display_name?: unknown }; raw_author_name?: unknown }[];
}

function url(access: OpenAlexAccess, path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  if (access.mailto) query.set('mailto', access.mailto);
  if (access.apiKey) query.set('api_key', access.apiKey);
  return `${access.base.replace(/\/+$/, '')}${path}?${query}`;
}

const isWork = (work: OpenAlexWork): work is OpenAlexWork & { id: string; cited_by_count: number } =>
  typeof work.id === 'string' && typeof work.cited_by_count === 'number' && Number.isInteger(work.cited_by_count);

const string = (value: unknown) => (typeof value === 'string' ? value : '');

/** The words of a name, folded as titles are: "Élodie Marchetti" → élodie, marchetti → elodie, marchetti. */
const nameWords = (name: string) => titleKey(name).split(' ').filter(Boolean);

/** Whether one of the entry's authors is among the work's: a family name that is a word of one of theirs. */
function sharesAnAuthor(work: OpenAlexWork, authors: readonly string[]): boolean {
  const theirs = new Set(
    (work.authorships ?? []).flatMap((authorship) => [
      ...nameWords(string(authorship.author?.display_name)),
      ...nameWords(string(authorship.raw_author_name)),
    ]),
  );
  return authors.some((author) => {
    const words = nameWords(author);
    return words.length > 0 && words.every((word) => theirs.has(word));
  });
}

const shortId = (id: string) => id.replace(/^https:\/\/openalex\.org\//, '');

async function byDoi(service: Service, access: OpenAlexAccess, doi: string): Promise<WorkLookup> {
  const path = `/works/doi:${doi.split('/').map(encodeURIComponent).join('/')}`;
  const answer = await service.getJson(url(access, path, { select: FIELDS.join(',') }));
  if (answer.kind === 'failed') return answer;
  if (answer.kind === 'missing') return { kind: 'not-found', why: `OpenAlex knows no work with the DOI ${doi}` };
  const work = answer.body as OpenAlexWork;
  const answered = bareDoi(string(work.doi));
  if (!isWork(work) || answered === undefined || doiKey(answered) !== doiKey(doi))
    return { kind: 'not-found', why: `OpenAlex answered for the DOI ${doi} with another work` };
  return { kind: 'found', work: work.id, count: work.cited_by_count, by: 'doi' };
}

async function byTitle(service: Service, access: OpenAlexAccess, paper: PaperToFind): Promise<WorkLookup> {
  // a comma separates OpenAlex's filters and a bar joins alternatives: neither is part of a title search
  const words = paper.title.replace(/[,|:]/g, ' ').replace(/\s+/g, ' ').trim();
  const answer = await service.getJson(
    url(access, '/works', {
      filter: `title.search:${words},publication_year:${paper.year}`,
      select: [...FIELDS, 'authorships'].join(','),
      per_page: '10',
    }),
  );
  if (answer.kind === 'failed') return answer;
  if (answer.kind === 'missing') return { kind: 'not-found', why: 'OpenAlex found no work by its title' };
  const results = (answer.body as { results?: OpenAlexWork[] }).results ?? [];
  const key = titleKey(paper.title);
  const sameTitle = results
    .filter(isWork)
    .filter((work) => work.publication_year === paper.year)
    .filter((work) => titleKey(string(work.display_name) || string(work.title)) === key);
  const byThem =
    paper.authors.length === 0 ? sameTitle : sameTitle.filter((work) => sharesAnAuthor(work, paper.authors));
  const [work, ...others] = byThem;
  if (!work)
    return {
      kind: 'not-found',
      why:
        sameTitle.length > 0
          ? `OpenAlex has a work of this title and year (${sameTitle.map((found) => shortId(found.id)).join(', ')}), but by other authors`
          : `OpenAlex has no work of this title from ${paper.year}`,
    };
  if (others.length > 0)
    return {
      kind: 'not-found',
      why: `OpenAlex has ${byThem.length} works of this title and year (${byThem.map((found) => shortId(found.id)).join(', ')}): a DOI in the entry says which`,
    };
  return { kind: 'found', work: work.id, count: work.cited_by_count, by: 'title' };
}

/** The OpenAlex work of a paper and its citation count: by its DOI, else by its title, year and authors. */
export async function lookUpWork(service: Service, access: OpenAlexAccess, paper: PaperToFind): Promise<WorkLookup> {
  const doi = bareDoi(paper.doi);
  if (doi !== undefined) {
    const found = await byDoi(service, access, doi);
    if (found.kind !== 'not-found') return found;
    const titled = await byTitle(service, access, paper);
    return titled.kind === 'not-found' ? { kind: 'not-found', why: `${found.why}; ${titled.why}` } : titled;
  }
  return byTitle(service, access, paper);
}
