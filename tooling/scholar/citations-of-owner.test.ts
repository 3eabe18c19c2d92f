// @module-tag research-record
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITATION_SOURCES } from '../../src/shared/content/citation-sources';
import { contentDir, publications, site } from '../../tests/support/site-content';
import { citationCounts } from './citation-counts';

// The owner's citation counts as the build shows them, against their citations.json read here as
// plain JSON: every count is one of the file's, for an entry of publications.bib, with its day and
// source; the total counts each work once; the build says the day of the oldest.

interface RawCount {
  work: string;
  count: number;
  read: string;
  source: string;
  doi?: string;
}

const file = join(contentDir, 'citations.json');
const raw = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as { counts: Record<string, RawCount> }).counts
  : undefined;
const options = { today: new Date(), label: 'citations.json', command: 'npm run citations' };

describe.skipIf(site.citations === undefined || raw === undefined)('the owner’s citation counts', () => {
  const shown = () => citationCounts(contentDir, publications, options);

  it('are citations.json’s, each for an entry of publications.bib, with its day and source', () => {
    const keys = new Set(publications.map((paper) => paper.key));
    for (const [key, record] of Object.entries(raw!)) {
      expect(keys.has(key), `${key} is an entry of publications.bib`).toBe(true);
      expect(shown().counts[key], key).toEqual({
        count: record.count,
        read: record.read,
        source: record.source,
        work: record.work,
      });
      expect(Object.keys(CITATION_SOURCES)).toContain(record.source);
    }
    expect(Object.keys(shown().counts).sort()).toEqual(Object.keys(raw!).sort());
  });

  it('were read for the DOI each entry has now', () => {
    for (const paper of publications) {
      const doi = raw![paper.key]?.doi;
      if (doi !== undefined) expect(doi.toLowerCase(), paper.key).toBe(paper.doi?.toLowerCase());
    }
  });

  it('add up to a total that counts each work once', () => {
    const byWork = new Map(Object.values(raw!).map((record) => [record.work, record.count]));
    let sum = 0;
    for (const count of byWork.values()) sum += count;
    expect(shown().total).toBe(sum);
  });

  it('say the day the oldest of them was read', () => {
    const oldest = Object.values(raw!)
      .map((record) => record.read)
      .sort()[0]!;
    expect(shown().read).toBe(oldest);
    expect(shown().notes[0]).toContain(`read ${oldest} (`);
  });
});
