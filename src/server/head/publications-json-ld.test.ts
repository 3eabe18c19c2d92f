// @module-tag publications
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile';
import { parsePublications } from '../../../tooling/publications/parse-publications';
import { readPublications } from '../../../tooling/publications/read-publications';
import { publicationsGraph, scholarlyArticles } from './publications-json-ld';
import { headTags, render } from '@/entry-server';

const FIXTURE = 'tests/fixtures/content/scholar-owner/publications.bib';
const HOME = 'https://elodie-marchetti.example.org/';
const { publications } = await parsePublications(readFileSync(FIXTURE, 'utf8'), FIXTURE, {
  name: 'Élodie Marchetti',
  alsoPublishedAs: ['Élodie Brun'],
});

describe('JSON-LD of the publications', () => {
  it('gives one ScholarlyArticle per publication, newest first, with its authors, the owner linked to the home page', () => {
    const articles = scholarlyArticles(publications, HOME) as Record<string, unknown>[];
    expect(articles.map((article) => article.headline)).toEqual(publications.map((publication) => publication.title));
    expect(articles[0]).toEqual({
      '@type': 'ScholarlyArticle',
      headline: 'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      name: 'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      author: [
        { '@type': 'Person', name: 'Élodie Marchetti', url: HOME },
        { '@type': 'Person', name: 'Jörg Müller' },
        { '@type': 'Person', name: 'José García' },
      ],
      datePublished: '2024-07',
      isPartOf: { '@type': 'Book', name: 'Proceedings of the 41st International Conference on Machine Learning' },
      pagination: '1120–1134',
      url: 'https://example.org/papers/marchetti2024sparse.pdf',
    });
  });

  it('gives a paper its DOI or arXiv address, and a journal article its journal', () => {
    const byKey = (key: string) =>
      (scholarlyArticles(publications, HOME) as Record<string, unknown>[])[
        publications.findIndex((p) => p.key === key)
      ];
    expect(byKey('marchetti2022doi')).toMatchObject({
      url: 'https://doi.org/10.5555/tmlr.2022.0042',
      datePublished: '2022',
      isPartOf: { '@type': 'Periodical', name: 'Transactions on Machine Learning Research' },
    });
    expect(byKey('marchetti2024preprint')).toMatchObject({
      url: 'https://arxiv.org/abs/2403.01234',
      datePublished: '2024-03',
    });
    expect(byKey('marchetti2024preprint')).not.toHaveProperty('isPartOf');
  });

  it('is one graph, and none without publications', () => {
    expect(publicationsGraph(HOME, publications)).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': expect.any(Array),
    });
    expect(publicationsGraph(HOME, [])).toBeUndefined();
  });

  it("is in the home page's head when the content under test has publications, and only there", async () => {
    const { publications: own } = await readPublications(process.cwd(), profile);
    const head = async (path: string) => headTags((await render(path)).head, path);
    expect((await head('/')).includes('"ScholarlyArticle"')).toBe(own.length > 0);
    expect(await head('/blog')).not.toContain('ScholarlyArticle');
  });
});
