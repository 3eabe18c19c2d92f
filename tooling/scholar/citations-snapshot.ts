import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CITATION_SOURCES, type CitationSource } from '../../src/shared/content/citation-sources.ts';

// citations.json, beside publications.bib in the owner's folder: each entry's citation count as
// `npm run citations` last read it, which the owner commits and the build reads. Each count keeps
// the work it is the count of, the day it was read, its source, and what the work was found by (the
// entry's DOI, or its title and year), so that a count read for an entry that has changed since is
// not shown as the new one's.

export const CITATIONS_FILE = 'citations.json';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const countSchema = z.strictObject({
  /** The work counted, as its source names it: an OpenAlex work's address, https://openalex.org/W…. */
  work: z.string().min(1),
  count: z.number().int('must be a whole number').min(0, 'must be 0 or more'),
  /** The day it was read, YYYY-MM-DD (UTC). */
  read: z.string().regex(DAY, 'must be a day written YYYY-MM-DD'),
  source: z.enum(Object.keys(CITATION_SOURCES) as [CitationSource]),
  /** Found by this DOI of the entry… */
  doi: z.string().optional(),
  /** …or by this title and year of it. */
  title: z.string().optional(),
  year: z.number().int().optional(),
});

const snapshotSchema = z.strictObject({
  about: z.string().optional(),
  counts: z.record(z.string(), countSchema),
});

export type CountRecord = z.infer<typeof countSchema>;

/** The counts by entry key. */
export type Snapshot = Readonly<Record<string, CountRecord>>;

const ABOUT =
  'Citation counts of publications.bib, by entry key: written by `npm run citations`, read by the build (which never fetches them). Commit this file.';

/** The snapshot of a content folder: undefined without the file; a problem (naming the file and the field) when it does not read. */
export function readSnapshot(folder: string, label = CITATIONS_FILE): { snapshot?: Snapshot; problem?: string } {
  let text: string;
  try {
    text = readFileSync(join(folder, CITATIONS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { problem: `${label} does not read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `${label} is not JSON (${(error as Error).message})` };
  }
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${label}: ${issue?.path.join('.') || 'the file'} ${issue?.message ?? 'is not a snapshot'}` };
  }
  return { snapshot: parsed.data.counts };
}

/** The file's text: the counts by key in alphabetical order, each field in one order, so that a refresh's diff is its changes. */
function snapshotText(snapshot: Snapshot): string {
  const counts = Object.fromEntries(
    Object.keys(snapshot)
      .sort()
      .flatMap((key) => {
        const record = snapshot[key];
        if (record === undefined) return [];
        const { work, count, read, source, doi, title, year } = record;
        return [[key, { work, count, read, source, doi, title, year }]];
      }),
  );
  return `${JSON.stringify({ about: ABOUT, counts }, null, 2)}\n`;
}

/** Writes the snapshot into the folder, whole or not at all (a new file moved over the old one). */
export function writeSnapshot(folder: string, snapshot: Snapshot): void {
  const path = join(folder, CITATIONS_FILE);
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, snapshotText(snapshot));
  renameSync(partial, path);
}
