import { type ImportedName, type ImportedWork, venueField } from './imported-work.ts';
import type { Service } from './polite-fetch.ts';
import { bareDoi } from './work-identity.ts';

// The works of an ORCID record, from ORCID's public API (https://pub.orcid.org/v3.0/<iD>/works, JSON):
// one per group (ORCID groups the versions of a work that share an identifier), read from the
// group's preferred version (the highest display index), its DOI the group's own ("self", not the
// "part-of" DOI of the journal or book it is in). The works' summaries name no author: those of a
// work without a DOI are read from the work itself (/works/<put-code,…>, a hundred at a time).

/** An ORCID iD written any way the owner may copy it (https://orcid.org/…, or bare), checked; undefined if it is none. */
export function orcidId(text: string): string | undefined {
  const id = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/?$/i.exec(text.trim())?.[1];
  if (id === undefined) return undefined;
  // the last character checks the others (ISO 7064 11,2)
  let total = 0;
  for (const digit of id.replace(/-/g, '').slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return id.toUpperCase().endsWith(check === 10 ? 'X' : String(check)) ? id.toUpperCase() : undefined;
}

interface Value {
  value?: string | null;
}

interface ExternalId {
  'external-id-type'?: string;
  'external-id-value'?: string;
  'external-id-normalized'?: Value | null;
  'external-id-relationship'?: string | null;
}

interface WorkSummary {
  'put-code'?: number;
  title?: { title?: Value | null } | null;
  'external-ids'?: { 'external-id'?: ExternalId[] } | null;
  url?: Value | null;
  type?: string;
  'publication-date'?: { year?: Value | null; month?: Value | null } | null;
  'journal-title'?: Value | null;
  'display-index'?: string;
}

interface WorksAnswer {
  group?: { 'external-ids'?: { 'external-id'?: ExternalId[] } | null; 'work-summary'?: WorkSummary[] }[];
}

interface FullWork extends WorkSummary {
  contributors?: {
    contributor?: {
      'contributor-orcid'?: { path?: string | null } | null;
      'credit-name'?: Value | null;
      'contributor-attributes'?: { 'contributor-role'?: string | null } | null;
    }[];
  } | null;
  'short-description'?: string | null;
}

/** ORCID's work types, as BibTeX's; any other is @misc. */
const BIBTEX_TYPES: Readonly<Record<string, string>> = {
  'journal-article': 'article',
  'conference-paper': 'inproceedings',
  'book-chapter': 'incollection',
  book: 'book',
  'edited-book': 'book',
  'dissertation-thesis': 'phdthesis',
  dissertation: 'phdthesis',
  report: 'techreport',
};

/** Talks, which are not publications (the site's talks are their own content). */
const TALKS = new Set(['lecture-speech', 'conference-presentation', 'public-speech']);

/** A work of the record, and how to complete it: by its DOI's metadata, else by the work itself. */
interface OrcidWork {
  putCode: number;
  doi?: string;
  /** The work as the summary has it (no author, no abstract); undefined without a title or a year. */
  work: ImportedWork | undefined;
}

export interface OrcidRecord {
  works: OrcidWork[];
  /** The talks left out, by title. */
  talks: string[];
}

const value = (field: Value | null | undefined) => {
  const text = field?.value?.trim();
  return text ? text : undefined;
};

/** The first identifier of a type that is the work's own. */
function ownId(ids: readonly ExternalId[], type: string): string | undefined {
  const id = ids.find(
    (candidate) =>
      candidate['external-id-type']?.toLowerCase() === type &&
      (candidate['external-id-relationship'] ?? 'self').toLowerCase() === 'self',
  );
  return id ? (value(id['external-id-normalized']) ?? id['external-id-value']) : undefined;
}

/** The group's preferred version: the highest display index, the first of equals. */
const preferred = (summaries: readonly WorkSummary[]) =>
  summaries.reduce<WorkSummary | undefined>(
    (best, summary) =>
      best === undefined || Number(summary['display-index'] ?? 0) > Number(best['display-index'] ?? 0) ? summary : best,
    undefined,
  );

function workOfSummary(summary: WorkSummary, putCode: number, doi: string | undefined, arxiv: string | undefined) {
  const title = value(summary.title?.title);
  const year = Number(value(summary['publication-date']?.year));
  if (!title || !Number.isInteger(year) || year <= 0) return undefined;
  const type = BIBTEX_TYPES[summary.type ?? ''] ?? 'misc';
  const month = Number(value(summary['publication-date']?.month));
  const journal = value(summary['journal-title']);
  const url = value(summary.url);
  const work: ImportedWork = { type, title, authors: [], year, from: `ORCID (put-code ${putCode})` };
  if (month >= 1 && month <= 12) work.month = month;
  if (journal && !arxiv) work.venue = { field: venueField(type), name: journal };
  if (doi) work.doi = doi;
  if (arxiv) work.arxiv = arxiv;
  if (url && !/^https?:\/\/(dx\.)?doi\.org\//i.test(url)) work.url = url;
  return work;
}

const api = (base: string, id: string, path: string) => `${base.replace(/\/+$/, '')}/v3.0/${id}/${path}`;

/** The works of an ORCID record (see the file's comment); a failure's reason when ORCID did not give them. */
export async function readOrcidWorks(
  service: Service,
  base: string,
  id: string,
): Promise<OrcidRecord | { failed: string }> {
  const answer = await service.getJson(api(base, id, 'works'));
  if (answer.kind === 'missing') return { failed: `ORCID has no record ${id}` };
  if (answer.kind === 'failed') return { failed: `ORCID did not give the works of ${id}: ${answer.reason}` };
  const works: OrcidWork[] = [];
  const talks: string[] = [];
  for (const group of (answer.body as WorksAnswer).group ?? []) {
    const summary = preferred(group['work-summary'] ?? []);
    const putCode = summary?.['put-code'];
    if (summary === undefined || putCode === undefined) continue;
    if (TALKS.has(summary.type ?? '')) {
      talks.push(value(summary.title?.title) ?? `put-code ${putCode}`);
      continue;
    }
    const ids = [
      ...(group['external-ids']?.['external-id'] ?? []),
      ...(summary['external-ids']?.['external-id'] ?? []),
    ];
    const doi = bareDoi(ownId(ids, 'doi'));
    const arxiv = ownId(ids, 'arxiv')?.replace(/^arxiv:\s*/i, '');
    works.push({ putCode, ...(doi && { doi }), work: workOfSummary(summary, putCode, doi, arxiv) });
  }
  return { works, talks };
}

/** A credit name "Given Family" in parts, as BibTeX reads "First von Last"; one word, or a byline in Han characters, kana or Hangul, whole. */
export function nameOfCredit(credit: string, orcid: string | undefined): ImportedName {
  const words = credit.trim().split(/\s+/);
  const whole =
    words.length === 1 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(credit);
  if (whole) return { literal: credit.trim(), ...(orcid && { orcid }) };
  const family = words.pop() ?? '';
  const particleStart = words.findIndex((word) => /^\p{Ll}/u.test(word));
  const given = (particleStart < 0 ? words : words.slice(0, particleStart)).join(' ');
  const particle = particleStart < 0 ? '' : words.slice(particleStart).join(' ');
  return { family, ...(given && { given }), ...(particle && { particle }), ...(orcid && { orcid }) };
}

/** Each work's authors and abstract from the record's full works, by put-code; none for a work ORCID did not give. */
export async function readOrcidDetails(
  service: Service,
  base: string,
  id: string,
  putCodes: readonly number[],
): Promise<Map<number, { authors: ImportedName[]; abstract?: string }>> {
  const details = new Map<number, { authors: ImportedName[]; abstract?: string }>();
  for (let start = 0; start < putCodes.length; start += 100) {
    const answer = await service.getJson(api(base, id, `works/${putCodes.slice(start, start + 100).join(',')}`));
    if (answer.kind !== 'found') continue;
    for (const { work } of (answer.body as { bulk?: { work?: FullWork }[] }).bulk ?? []) {
      const putCode = work?.['put-code'];
      if (work === undefined || putCode === undefined) continue;
      const authors = (work.contributors?.contributor ?? [])
        .filter((contributor) => (contributor['contributor-attributes']?.['contributor-role'] ?? 'author') === 'author')
        .flatMap((contributor) => {
          const credit = value(contributor['credit-name']);
          return credit ? [nameOfCredit(credit, contributor['contributor-orcid']?.path ?? undefined)] : [];
        });
      const abstract = work['short-description']?.trim();
      details.set(putCode, { authors, ...(abstract && { abstract }) });
    }
  }
  return details;
}
