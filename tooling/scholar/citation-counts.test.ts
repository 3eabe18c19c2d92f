import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { citationCounts, countsOf } from './citation-counts';
import type { Snapshot } from './citations-snapshot';

// The counts a build shows, from citations.json alone: each entry's with its day and source, the
// total with each work once, how old they are, and none for an entry changed since its count was read.

const options = {
  today: new Date('2026-11-28T09:00:00Z'),
  label: 'content/citations.json',
  command: 'npm run citations',
};

const publications = [
  { key: 'a2024', doi: '10.5555/A.1', title: 'Paper A', year: 2024 },
  { key: 'a2023preprint', title: 'Paper A', year: 2023 },
  { key: 'b2022', title: 'Paper B: a Study', year: 2022 },
  { key: 'c2021', doi: '10.5555/c.3', title: 'Paper C', year: 2021 },
];

const snapshot: Snapshot = {
  a2024: { work: 'https://openalex.org/W1', count: 40, read: '2026-11-20', source: 'openalex', doi: '10.5555/a.1' },
  // the preprint of paper A, which OpenAlex keeps as the same work
  a2023preprint: {
    work: 'https://openalex.org/W1',
    count: 40,
    read: '2026-11-20',
    source: 'openalex',
    title: 'Paper A',
    year: 2023,
  },
  b2022: {
    work: 'https://openalex.org/W2',
    count: 7,
    read: '2026-11-26',
    source: 'openalex',
    title: 'Paper B — a study.',
    year: 2022,
  },
  // read for another DOI than the entry's now
  c2021: { work: 'https://openalex.org/W3', count: 500, read: '2026-11-26', source: 'openalex', doi: '10.5555/c.2' },
  gone2019: { work: 'https://openalex.org/W4', count: 3, read: '2026-11-26', source: 'openalex', doi: '10.5555/d.4' },
};

describe('the citation counts a build shows', () => {
  it('are each entry’s, with the day it was read and its source', () => {
    const { counts } = countsOf(snapshot, publications, options);
    expect(counts).toEqual({
      a2024: { count: 40, read: '2026-11-20', source: 'openalex', work: 'https://openalex.org/W1' },
      a2023preprint: { count: 40, read: '2026-11-20', source: 'openalex', work: 'https://openalex.org/W1' },
      b2022: { count: 7, read: '2026-11-26', source: 'openalex', work: 'https://openalex.org/W2' },
    });
  });

  it('add up to a total that counts each work once', () => {
    expect(countsOf(snapshot, publications, options).total).toBe(40 + 7);
  });

  it('leave out an entry whose DOI, title or year changed since its count was read, and say so', () => {
    const { counts, notes } = countsOf(snapshot, publications, options);
    expect(counts.c2021).toBeUndefined();
    expect(notes).toContain(
      'content/citations.json: "c2021" changed since its count was read (another DOI, title or year), and is shown without one until npm run citations',
    );
    const retitled = countsOf(snapshot, [{ key: 'b2022', title: 'Paper B, Revisited', year: 2022 }], options);
    expect(retitled.counts).toEqual({});
  });

  it('say how old they are: the day the oldest was read', () => {
    const { read, notes } = countsOf(snapshot, publications, options);
    expect(read).toBe('2026-11-20');
    expect(notes[0]).toBe(
      'content/citations.json: citation counts of 3 of 4 publications, read 2026-11-20 (8 days ago); npm run citations reads them again',
    );
  });
});

describe('citations.json, as the build reads it', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives no count and a note when it is missing, never a failed build', () => {
    folder = mkdtempSync(join(tmpdir(), 'citations-'));
    expect(citationCounts(folder, publications, options)).toEqual({
      counts: {},
      total: 0,
      read: undefined,
      notes: [
        'citations are on in site.ts, but there is no content/citations.json yet: npm run citations reads the counts',
      ],
    });
  });

  it('gives no count and names the field when it does not read, never a failed build', () => {
    folder = mkdtempSync(join(tmpdir(), 'citations-'));
    writeFileSync(
      join(folder, 'citations.json'),
      JSON.stringify({ counts: { a2024: { work: 'W1', count: -1, read: '2026-11-20', source: 'openalex' } } }),
    );
    const { counts, notes } = citationCounts(folder, publications, options);
    expect(counts).toEqual({});
    expect(notes).toEqual([
      'content/citations.json: counts.a2024.count must be 0 or more: no citation count is shown until it is fixed, or npm run citations writes it again',
    ]);
    rmSync(join(folder, 'citations.json'));
    mkdirSync(join(folder, 'citations.json'));
    expect(citationCounts(folder, publications, options).notes).toEqual([
      'content/citations.json does not read (EISDIR): no citation count is shown until it is fixed, or npm run citations writes it again',
    ]);
    rmSync(join(folder, 'citations.json'), { recursive: true });
    writeFileSync(join(folder, 'citations.json'), '{ "counts": ');
    expect(citationCounts(folder, publications, options).notes[0]).toMatch(
      /^content\/citations\.json is not JSON \(.+\): no citation count is shown until it is fixed/,
    );
  });
});
