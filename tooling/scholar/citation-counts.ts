import type { CitationCount } from '../../src/shared/content/citation-sources.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import { type CountRecord, readSnapshot, type Snapshot } from './citations-snapshot.ts';
import { bareDoi, doiKey, titleKey } from './work-identity.ts';

// The citation counts a build shows: citations.json's, for the entries of publications.bib they were
// read for, never fetched (a build without network, or with the source down, shows the same). Each
// count says its source and the day it was read; the total counts each work once (a preprint and its
// published version may be one work at the source).

/** One entry's count, as the page shows it, and the work it is the count of, at its source. */
export interface EntryCount extends CitationCount {
  work: string;
}

export interface CitationCounts {
  /** By BibTeX key: the entries with a count. */
  counts: Record<string, EntryCount>;
  /** The sum of the counts, each work once. */
  total: number;
  /** The day the oldest count shown was read; undefined without one. */
  read: string | undefined;
  /** What the build says of them: how old they are, which were left out and why. */
  notes: string[];
}

export interface CountsOptions {
  /** Today, to say how old the counts are. */
  today: Date;
  /** The file as messages name it ("content/citations.json"). */
  label: string;
  /** The command that refreshes them, as the owner types it ("npm run citations"). */
  command: string;
}

/** YYYY-MM-DD of a date, in UTC. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Whole days from `day` (YYYY-MM-DD) to `today`. */
export const daysSince = (day: string, today: Date) =>
  Math.max(0, Math.floor((Date.parse(dayOf(today)) - Date.parse(day)) / 86_400_000));

/** "today", "1 day ago", "12 days ago". */
export const ageText = (days: number) => (days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`);

/** The sum of counts, each work once (two entries may be one work: a preprint and its published version). */
export function totalOf(counts: readonly Pick<EntryCount, 'work' | 'count'>[]): number {
  const works = new Map(counts.map(({ work, count }) => [work, count]));
  return [...works.values()].reduce((sum, count) => sum + count, 0);
}

/** Whether a count was read for the entry as it is: by its DOI, or by its title and year when it was found so. */
export function readForEntry(record: CountRecord, publication: Pick<Publication, 'doi' | 'title' | 'year'>): boolean {
  if (record.doi !== undefined) {
    const doi = bareDoi(publication.doi);
    return doi !== undefined && doiKey(doi) === doiKey(record.doi);
  }
  return (
    record.title !== undefined &&
    titleKey(record.title) === titleKey(publication.title) &&
    record.year === publication.year
  );
}

/** The counts of `publications` in a snapshot (see the file's comment). */
export function countsOf(
  snapshot: Snapshot,
  publications: readonly Pick<Publication, 'key' | 'doi' | 'title' | 'year'>[],
  { today, label, command }: CountsOptions,
): CitationCounts {
  const counts: Record<string, EntryCount> = {};
  const changed: string[] = [];
  for (const publication of publications) {
    const record = snapshot[publication.key];
    if (record === undefined) continue;
    if (!readForEntry(record, publication)) {
      changed.push(publication.key);
      continue;
    }
    counts[publication.key] = { count: record.count, read: record.read, source: record.source, work: record.work };
  }
  const total = totalOf(Object.values(counts));
  const read = Object.values(counts)
    .map((entry) => entry.read)
    .sort()[0];
  const shown = Object.keys(counts).length;
  const notes: string[] = [];
  if (read !== undefined)
    notes.push(
      `${label}: citation counts of ${shown} of ${publications.length} publications, read ${read} (${ageText(daysSince(read, today))}); ${command} reads them again`,
    );
  else notes.push(`${label} has no citation count of a publication of publications.bib: ${command} reads them`);
  if (changed.length > 0)
    notes.push(
      `${label}: ${changed.map((key) => `"${key}"`).join(', ')} changed since ${changed.length === 1 ? 'its count was' : 'their counts were'} read (another DOI, title or year), and ${changed.length === 1 ? 'is' : 'are'} shown without one until ${command}`,
    );
  return { counts, total, read, notes };
}

/**
 * The citation counts a build shows, from the content folder's citations.json (see the file's
 * comment). A missing or unreadable file is no count and a note, never a failed build.
 */
export function citationCounts(
  folder: string,
  publications: readonly Pick<Publication, 'key' | 'doi' | 'title' | 'year'>[],
  options: CountsOptions,
): CitationCounts {
  const { snapshot, problem } = readSnapshot(folder, options.label);
  if (snapshot === undefined) {
    const note = problem
      ? `${problem}: no citation count is shown until it is fixed, or ${options.command} writes it again`
      : `citations are on in site.ts, but there is no ${options.label} yet: ${options.command} reads the counts`;
    return { counts: {}, total: 0, read: undefined, notes: [note] };
  }
  return countsOf(snapshot, publications, options);
}
