// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile';
import { parsePublications } from '../publications/parse-publications';
import { readPublications } from '../publications/read-publications';
import { publicationsJsonLd, scholarlyArticles } from './publications-json-ld';
import { headTags } from './site-metadata';

const FIXTURE = 'tests/fixtures/content/scholar-owner/publications.bib';
const HOME = 'https://elodie-marchetti.example.org/';
const { publications } = await parsePublications(readFileSync(FIXTURE, 'utf8'), FIXTURE, { name: 'Élodie Marchetti', alsoPublishedAs: ['Élodie Brun'] });

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
    const byKey = (key: string) => (scholarlyArticles(publications, HOME) as Record<string, unknown>[])[publications.findIndex((p) => p.key === key)];
    expect(byKey('marchetti2022doi')).toMatchObject({
      url: 'https://doi.org/10.5555/tmlr.2022.0042',
      datePublished: '2022',
      isPartOf: { '@type': 'Periodical', name: 'Transactions on Machine Learning Research' },
    });
    expect(byKey('marchetti2024preprint')).toMatchObject({ url: 'https://arxiv.org/abs/2403.01234', datePublished: '2024-03' });
    expect(byKey('marchetti2024preprint')).not.toHaveProperty('isPartOf');
  });

  it('is one script element that no title can close, and none without publications', () => {
    const script = publicationsJsonLd(HOME, [{ ...publications[0]!, title: '</script><script>alert(1)</script>' }]);
    expect(script).toMatch(/^<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@graph":\[/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))['@graph'][0].headline).toBe('</script><script>alert(1)</script>');
    expect(publicationsJsonLd(HOME, [])).toBe('');
  });

  it("is in the home page's head when the content under test has publications, and only there", async () => {
    const { publications: own } = await readPublications(process.cwd(), profile);
    expect(headTags('/').includes('"ScholarlyArticle"')).toBe(own.length > 0);
    expect(headTags('/blog')).not.toContain('ScholarlyArticle');
  });
});
