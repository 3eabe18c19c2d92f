import { CITATION_SOURCES } from '../../src/shared/content/citation-sources.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { ageText, dayOf, daysSince, readForEntry, totalOf } from './citation-counts.ts';
import type { CountRecord, Snapshot } from './citations-snapshot.ts';
import { lookUpWork, type OpenAlexAccess, type PaperToFind } from './openalex.ts';
import { type FetchPolicy, Service } from './polite-fetch.ts';

// `npm run citations`: each publication's count read again from the source, and what changed said
// entry by entry. A count the source could not give this time (down, slow, rate-limited) stays as
// it was read, with its day; one the source no longer finds is dropped, saying why.

export type RefreshedPublication = Pick<Publication, 'key' | 'doi' | 'title' | 'year' | 'authors'>;

export interface RefreshOptions {
  access: OpenAlexAccess;
  policy: FetchPolicy;
  today: Date;
}

export interface Refreshed {
  /** The new snapshot (the old one where nothing could be read). */
  snapshot: Snapshot;
  /** Whether it differs from the old one. */
  changed: boolean;
  /** What changed, entry by entry, then a summary line. */
  lines: string[];
  /** Why the source stopped answering, when it did. */
  failure: string | undefined;
}

/** What a publication is looked up by: its DOI, title, year, and its authors' family names. */
const paperOf = (publication: RefreshedPublication): PaperToFind => ({
  doi: publication.doi,
  title: publication.title,
  year: publication.year,
  authors: publication.authors.map((author) => author.family ?? author.name),
});

const FIELDS = ['work', 'count', 'read', 'source', 'doi', 'title', 'year'] as const;
const sameRecord = (a: CountRecord | undefined, b: CountRecord | undefined) =>
  a !== undefined && b !== undefined && FIELDS.every((field) => a[field] === b[field]);

/** Reads every publication's count again (see the file's comment). */
export async function refreshCitations(
  publications: readonly RefreshedPublication[],
  previous: Snapshot,
  { access, policy, today }: RefreshOptions,
): Promise<Refreshed> {
  const source = 'openalex' as const;
  const name = CITATION_SOURCES[source];
  const service = new Service(name, policy);
  const read = dayOf(today);
  const lookups = await Promise.all(
    publications.map(async (publication) => ({
      publication,
      lookup: await lookUpWork(service, access, paperOf(publication)),
    })),
  );

  const snapshot: Record<string, CountRecord> = {};
  const lines: string[] = [];
  const kept: CountRecord[] = [];
  let found = 0;
  for (const { publication, lookup } of lookups) {
    const { key } = publication;
    const before = previous[key] !== undefined && readForEntry(previous[key], publication) ? previous[key] : undefined;
    if (previous[key] !== undefined && before === undefined)
      lines.push(`${key}: changed since its count (${previous[key].count}) was read (another DOI, title or year)`);
    if (lookup.kind === 'failed') {
      if (before) {
        snapshot[key] = before;
        kept.push(before);
      }
      // one request the source could not answer; a source that stopped answering is said once, below
      if (lookup.reason !== service.down)
        lines.push(
          `${key}: not counted this time (${lookup.reason})${before ? `, ${before.count} kept as read ${before.read}` : ''}`,
        );
      continue;
    }
    if (lookup.kind === 'not-found') {
      lines.push(`${key}: no count${before ? ` (it had ${before.count})` : ''}: ${lookup.why}`);
      continue;
    }
    found += 1;
    snapshot[key] = {
      work: lookup.work,
      count: lookup.count,
      read,
      source,
      ...(lookup.by === 'doi' ? { doi: publication.doi } : { title: publication.title, year: publication.year }),
    };
    if (!before) lines.push(`${key}: ${lookup.count} (new${lookup.by === 'title' ? ', found by its title' : ''})`);
    else if (before.work !== lookup.work)
      lines.push(`${key}: ${lookup.count}, now of ${lookup.work} (was ${before.work}: ${before.count})`);
    else if (before.count !== lookup.count) lines.push(`${key}: ${before.count} → ${lookup.count}`);
  }
  for (const key of Object.keys(previous).filter((key) => !publications.some((publication) => publication.key === key)))
    lines.push(`${key}: no longer in publications.bib, its count left out`);

  const changed =
    Object.keys(snapshot).length !== Object.keys(previous).length ||
    Object.keys(snapshot).some((key) => !sameRecord(snapshot[key], previous[key]));
  const total = totalOf(Object.values(snapshot));
  if (service.down === undefined)
    lines.push(`${name}: ${found} of ${publications.length} publications counted; ${total} citations in all`);
  else {
    const unanswered = lookups.filter(({ lookup }) => lookup.kind === 'failed').length;
    const oldest = kept.map((record) => record.read).sort()[0];
    lines.push(
      `${name} stopped answering (${service.down}): ${unanswered} of ${publications.length} publications not counted this time${oldest ? `, ${kept.length} kept as last read (the oldest ${oldest}, ${ageText(daysSince(oldest, today))})` : ''}; ${total} citations in all`,
    );
  }
  return { snapshot, changed, lines, failure: service.down };
}
