import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedServer, recordedServer, recording } from '../../tests/support/recorded-server';
import type { PublicationAuthor } from '../../src/shared/content/publication';
import { readSnapshot, type Snapshot, writeSnapshot } from './citations-snapshot';
import { DEFAULT_POLICY } from './polite-fetch';
import { type RefreshedPublication, refreshCitations } from './refresh-citations';

// `npm run citations`' refresh against recorded OpenAlex answers: the counts read again, what changed
// said entry by entry, the counts it could not read this time kept as they were with their day, and
// the snapshot written and read back as it was.

let server: RecordedServer | undefined;
let folder: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

const author = (family: string): PublicationAuthor => ({ name: family, family, owner: false });
const today = new Date('2026-11-28T10:00:00Z');
const policy = { ...DEFAULT_POLICY, userAgent: 'particle-portfolio/test', backoffMs: 10 };

const publications: RefreshedPublication[] = [
  {
    key: 'ferreira2024streaming',
    doi: '10.5555/icml.2024.0456',
    title: 'Streaming Attention with Bounded Memory',
    year: 2024,
    authors: [author('Ferreira')],
  },
  {
    key: 'ferreira2022thesis',
    doi: '10.5555/ulisboa.thesis.2022.17',
    title: 'Compact Acoustic Models for Low-Resource Languages',
    year: 2022,
    authors: [author('Ferreira')],
  },
  {
    key: 'ferreira2019noise',
    title: 'Noise-Robust Features for Small-Footprint Keyword Spotting',
    year: 2019,
    authors: [author('Ferreira')],
  },
  {
    key: 'ferreira2020keyword',
    doi: '10.5555/icassp.2020.9054',
    title: 'Keyword Spotting on Microcontrollers with Depthwise Separable Convolutions',
    year: 2020,
    authors: [author('Ferreira')],
  },
];

const before: Snapshot = {
  ferreira2024streaming: {
    work: 'https://openalex.org/W4399456003',
    count: 38,
    read: '2026-10-01',
    source: 'openalex',
    doi: '10.5555/icml.2024.0456',
  },
  ferreira2020keyword: {
    work: 'https://openalex.org/W3015905411',
    count: 64,
    read: '2026-10-01',
    source: 'openalex',
    doi: '10.5555/icassp.2020.9054',
  },
  ferreira2018removed: {
    work: 'https://openalex.org/W1',
    count: 2,
    read: '2026-10-01',
    source: 'openalex',
    doi: '10.5555/gone.1',
  },
};

describe('reading the citation counts again', () => {
  it('takes each count as read today, by DOI or by title, and says what changed', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const refreshed = await refreshCitations(publications, before, {
      access: { base: server.url },
      policy,
      today,
    });
    expect(refreshed.snapshot).toEqual({
      ferreira2024streaming: {
        work: 'https://openalex.org/W4399456003',
        count: 41,
        read: '2026-11-28',
        source: 'openalex',
        doi: '10.5555/icml.2024.0456',
      },
      ferreira2019noise: {
        work: 'https://openalex.org/W2970012012',
        count: 18,
        read: '2026-11-28',
        source: 'openalex',
        title: 'Noise-Robust Features for Small-Footprint Keyword Spotting',
        year: 2019,
      },
      ferreira2020keyword: {
        work: 'https://openalex.org/W3015905411',
        count: 64,
        read: '2026-11-28',
        source: 'openalex',
        doi: '10.5555/icassp.2020.9054',
      },
    });
    expect(refreshed.changed).toBe(true);
    expect(refreshed.failure).toBeUndefined();
    expect(refreshed.lines).toEqual([
      'ferreira2024streaming: 38 → 41',
      'ferreira2022thesis: no count: OpenAlex knows no work with the DOI 10.5555/ulisboa.thesis.2022.17; OpenAlex has no work of this title from 2022',
      'ferreira2019noise: 18 (new, found by its title)',
      'ferreira2018removed: no longer in publications.bib, its count left out',
      'OpenAlex: 3 of 4 publications counted; 123 citations in all',
    ]);
    expect(server.unanswered).toEqual([]);
  });

  it('keeps the counts as last read, with their day, when OpenAlex is down', async () => {
    server = await recordedServer(() => ({ status: 503, body: { error: 'Service Unavailable' } }));
    const refreshed = await refreshCitations(publications, before, {
      access: { base: server.url },
      // one request at a time, so that the requests the service got are countable
      policy: { ...policy, retries: 1, concurrency: 1 },
      today,
    });
    expect(refreshed.snapshot).toEqual({
      ferreira2024streaming: before.ferreira2024streaming,
      ferreira2020keyword: before.ferreira2020keyword,
    });
    expect(refreshed.failure).toBe('HTTP 503 Service Unavailable: Service Unavailable');
    expect(refreshed.lines).toContain(
      'OpenAlex stopped answering (HTTP 503 Service Unavailable: Service Unavailable): 4 of 4 publications not counted this time, 2 kept as last read (the oldest 2026-10-01, 58 days ago); 102 citations in all',
    );
    // one request and its retry, then nothing more
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the counts when OpenAlex cannot be reached, and when it rate-limits for longer than we wait', async () => {
    server = await recordedServer([]);
    const closed = server.url;
    await server.close();
    const unreachable = await refreshCitations(publications, before, { access: { base: closed }, policy, today });
    expect(unreachable.failure).toBe('unreachable (ECONNREFUSED)');
    expect(Object.keys(unreachable.snapshot)).toEqual(['ferreira2024streaming', 'ferreira2020keyword']);

    server = await recordedServer(() => ({ status: 429, headers: { 'Retry-After': '86400' }, body: {} }));
    const limited = await refreshCitations(publications, before, {
      access: { base: server.url },
      policy: { ...policy, concurrency: 1 },
      today,
    });
    expect(limited.failure).toBe('HTTP 429 Too Many Requests, and asked to wait 86400 s (more than 30 s)');
    expect(Object.keys(limited.snapshot)).toEqual(['ferreira2024streaming', 'ferreira2020keyword']);
    expect(server.requests).toHaveLength(1);
  });

  it('says which entries changed since their counts were read, and reads them afresh', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const [streaming] = publications;
    const stale: Snapshot = {
      ferreira2024streaming: { ...before.ferreira2024streaming!, doi: '10.5555/icml.2024.0999' },
    };
    const refreshed = await refreshCitations([streaming!], stale, { access: { base: server.url }, policy, today });
    expect(refreshed.lines.slice(0, 2)).toEqual([
      'ferreira2024streaming: changed since its count (38) was read (another DOI, title or year)',
      'ferreira2024streaming: 41 (new)',
    ]);
    expect(refreshed.snapshot.ferreira2024streaming?.doi).toBe('10.5555/icml.2024.0456');
  });

  it('finds nothing changed when the counts are as they were', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const first = await refreshCitations(publications, {}, { access: { base: server.url }, policy, today });
    const second = await refreshCitations(publications, first.snapshot, {
      access: { base: server.url },
      policy,
      today,
    });
    expect(second.changed).toBe(false);
    expect(second.lines.filter((line) => !line.startsWith('ferreira2022thesis: no count'))).toEqual([
      'OpenAlex: 3 of 4 publications counted; 123 citations in all',
    ]);
  });
});

describe('citations.json', () => {
  it('is read back as it was written, its entries in the order of their keys', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const { snapshot } = await refreshCitations(publications, {}, { access: { base: server.url }, policy, today });
    folder = mkdtempSync(join(tmpdir(), 'citations-'));
    writeSnapshot(folder, snapshot);
    expect(readSnapshot(folder)).toEqual({ snapshot });
    const text = readFileSync(join(folder, 'citations.json'), 'utf8');
    expect(Object.keys(JSON.parse(text).counts)).toEqual([
      'ferreira2019noise',
      'ferreira2020keyword',
      'ferreira2024streaming',
    ]);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
