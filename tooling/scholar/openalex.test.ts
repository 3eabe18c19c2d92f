import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedServer, recordedServer, recording } from '../../tests/support/recorded-server';
import { lookUpWork, type PaperToFind } from './openalex';
import { DEFAULT_POLICY, Service } from './polite-fetch';

// A paper's OpenAlex work and its count, against recorded answers (tests/fixtures/scholar/): by its
// DOI, else by its title, year and authors, never a work that only looks like it.

let server: RecordedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const service = () => new Service('OpenAlex', { ...DEFAULT_POLICY, userAgent: 'particle-portfolio/test' });
const access = () => ({ base: server!.url, mailto: 'ines.ferreira@example.org' });

const work = (
  id: string,
  title: string,
  year: number,
  count: number,
  authors: string[],
  doi: string | null = null,
) => ({
  id: `https://openalex.org/${id}`,
  doi: doi && `https://doi.org/${doi}`,
  display_name: title,
  publication_year: year,
  cited_by_count: count,
  authorships: authors.map((name) => ({ author: { display_name: name }, raw_author_name: name })),
});

const searchAnswer = (title: string, year: number, results: unknown[]) => ({
  path: '/works',
  query: { filter: `title.search:${title},publication_year:${year}` },
  body: { meta: { count: results.length, page: 1, per_page: 10 }, results },
});

describe('the OpenAlex work of a paper', () => {
  it('is the one its DOI names, whatever the DOI’s case, with its count', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const paper: PaperToFind = {
      doi: '10.48550/arXiv.2311.04567',
      title: 'Token Merging for Audio Transformers',
      year: 2023,
      authors: ['Ferreira', 'Zhang'],
    };
    expect(await lookUpWork(service(), access(), paper)).toEqual({
      kind: 'found',
      work: 'https://openalex.org/W4388456707',
      count: 5,
      by: 'doi',
    });
    expect(server.unanswered).toEqual([]);
  });

  it('is asked for as OpenAlex asks: only the fields needed, and the owner’s address (its polite pool)', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    await lookUpWork(
      service(),
      { ...access(), apiKey: 'KEY' },
      {
        doi: '10.5555/icml.2024.0456',
        title: 'Streaming Attention with Bounded Memory',
        year: 2024,
        authors: ['Ferreira'],
      },
    );
    const [request] = server.requests;
    expect(request?.path).toBe('/works/doi:10.5555/icml.2024.0456');
    expect(request?.query.get('select')).toBe('id,doi,display_name,publication_year,cited_by_count');
    expect(request?.query.get('mailto')).toBe('ines.ferreira@example.org');
    expect(request?.query.get('api_key')).toBe('KEY');
  });

  it('is found by title and year without a DOI, past a near miss', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const found = await lookUpWork(service(), access(), {
      title: 'Noise-Robust Features for Small-Footprint Keyword Spotting',
      year: 2019,
      authors: ['Ferreira'],
    });
    // the recording has "…Keyword Spotting on Microcontrollers" (26 citations) first, and the paper's own work, in other case
    expect(found).toEqual({ kind: 'found', work: 'https://openalex.org/W2970012012', count: 18, by: 'title' });
    expect(server.unanswered).toEqual([]);
  });

  it('is looked for by title when OpenAlex does not know its DOI, and none is taken for a near miss', async () => {
    server = await recordedServer(recording('openalex-researcher-owner.json'));
    const found = await lookUpWork(service(), access(), {
      doi: '10.5555/ulisboa.thesis.2022.17',
      title: 'Compact Acoustic Models for Low-Resource Languages',
      year: 2022,
      authors: ['Ferreira'],
    });
    expect(found).toEqual({
      kind: 'not-found',
      why: 'OpenAlex knows no work with the DOI 10.5555/ulisboa.thesis.2022.17; OpenAlex has no work of this title from 2022',
    });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/works/doi:10.5555/ulisboa.thesis.2022.17',
      '/works',
    ]);
  });

  it('is never a work of the same title by other authors, or of another year', async () => {
    const title = 'Graph Kernels for Air-Quality Forecasting';
    server = await recordedServer([
      searchAnswer(title, 2019, [
        work('W1', 'Graph kernels for air-quality forecasting.', 2019, 80, ['Wen Li', 'Ana Costa']),
        work('W2', 'Graph Kernels for Air-Quality Forecasting', 2018, 12, ['Élodie Brun']),
        work('W3', 'Graph Kernel for Air-Quality Forecasting', 2019, 9, ['Élodie Brun']),
      ]),
    ]);
    const found = await lookUpWork(service(), access(), { title, year: 2019, authors: ['Brun', 'van der Berg'] });
    expect(found).toEqual({
      kind: 'not-found',
      why: 'OpenAlex has a work of this title and year (W1), but by other authors',
    });
  });

  it('is none when two works of the paper’s authors have its title and year: a DOI says which', async () => {
    const title = 'Sparse Message-Passing for Möbius Sensor Graphs';
    server = await recordedServer([
      searchAnswer(title, 2024, [
        work('W10', 'Sparse Message-Passing for Möbius Sensor Graphs', 2024, 30, ['Élodie Marchetti']),
        work('W11', 'Sparse message passing for Mobius sensor graphs', 2024, 4, ['E. Marchetti', 'Jörg Müller']),
      ]),
    ]);
    const found = await lookUpWork(service(), access(), { title, year: 2024, authors: ['Marchetti', 'Müller'] });
    expect(found).toEqual({
      kind: 'not-found',
      why: 'OpenAlex has 2 works of this title and year (W10, W11): a DOI in the entry says which',
    });
  });

  it('is searched without the commas, bars and colons OpenAlex’s filter syntax reads', async () => {
    server = await recordedServer([
      searchAnswer('Attention Is All You Need Or Is It? Yes No', 2023, [
        work('W20', 'Attention is all you need, or is it? Yes: no', 2023, 2, ['Kwame Osei']),
      ]),
    ]);
    const found = await lookUpWork(service(), access(), {
      title: 'Attention Is All You Need, Or Is It? Yes|No',
      year: 2023,
      authors: ['Osei'],
    });
    expect(found).toEqual({ kind: 'found', work: 'https://openalex.org/W20', count: 2, by: 'title' });
  });

  it('is none when OpenAlex answers for a DOI with another work', async () => {
    server = await recordedServer([
      { path: '/works/doi:10.5555/a.1', body: work('W30', 'Another Paper', 2020, 99, [], '10.5555/b.2') },
      searchAnswer('A Paper', 2020, []),
    ]);
    const found = await lookUpWork(service(), access(), {
      doi: '10.5555/a.1',
      title: 'A Paper',
      year: 2020,
      authors: [],
    });
    expect(found.kind).toBe('not-found');
  });

  it('is no answer when OpenAlex fails, never "not found"', async () => {
    server = await recordedServer(() => ({ status: 500, body: { error: 'Internal Server Error' } }));
    const found = await lookUpWork(
      new Service('OpenAlex', { ...DEFAULT_POLICY, userAgent: 'test', retries: 0 }),
      access(),
      { doi: '10.5555/a.1', title: 'A Paper', year: 2020, authors: [] },
    );
    expect(found).toEqual({ kind: 'failed', reason: 'HTTP 500 Internal Server Error: Internal Server Error' });
  });
});
