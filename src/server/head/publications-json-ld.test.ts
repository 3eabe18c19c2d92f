// @vitest-environment node
// (the prerender's own environment: the publications' JSON-LD is in the server bundle alone)
// @module-tag publications
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile';
import english from '@/shared/i18n/texts/en';
import chinese from '@/shared/i18n/texts/zh-Hans';
import { citationWriter } from '../../../tooling/publications/citation-writer';
import { parsePublications } from '../../../tooling/publications/parse-publications';
import { readPublications } from '../../../tooling/publications/read-publications';
import { contentDir } from '../../../tests/support/site-content';
import { publicationsGraph, scholarlyArticles } from './publications-json-ld';
import { headTags, render } from '@/entry-server';

const FIXTURE = 'tests/fixtures/content/scholar-owner/publications.bib';
const HOME = 'https://elodie-marchetti.example.org/';
const { publications } = await parsePublications(readFileSync(FIXTURE, 'utf8'), FIXTURE, {
  name: 'Élodie Marchetti',
  alsoPublishedAs: ['Élodie Brun'],
});
const englishWriter = await citationWriter('en', english, 'Élodie Marchetti');
const citations = publications.map((publication) => englishWriter.citation(publication));

describe('JSON-LD of the publications', () => {
  it('gives one ScholarlyArticle per publication, newest first, with its authors, the owner linked to the home page', () => {
    const articles = scholarlyArticles(publications, citations, HOME) as Record<string, unknown>[];
    expect(articles.map((article) => article.headline)).toEqual(publications.map((publication) => publication.title));
    expect(articles[0]).toEqual({
      '@type': 'ScholarlyArticle',
      headline: 'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      name: 'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      author: [
        { '@type': 'Person', name: 'Élodie Marchetti', givenName: 'Élodie', familyName: 'Marchetti', url: HOME },
        { '@type': 'Person', name: 'Jörg Müller', givenName: 'Jörg', familyName: 'Müller' },
        { '@type': 'Person', name: 'José García', givenName: 'José', familyName: 'García' },
      ],
      datePublished: '2024-07',
      isPartOf: { '@type': 'Book', name: 'Proceedings of the 41st International Conference on Machine Learning' },
      pagination: '1120–1134',
      url: 'https://example.org/papers/marchetti2024sparse.pdf',
    });
  });

  it('gives a paper its DOI or arXiv address, and a journal article its journal', () => {
    const byKey = (key: string) =>
      (scholarlyArticles(publications, citations, HOME) as Record<string, unknown>[])[
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

  it('names the authors as the page’s language cites them: family name first in Han characters, the owner as its profile.ts writes her', async () => {
    const CHINESE = 'tests/fixtures/content/chinese-owner/publications.bib';
    const { publications: hers } = await parsePublications(readFileSync(CHINESE, 'utf8'), CHINESE, {
      name: 'Mingxuan Li',
      inOtherLanguages: ['李明轩'],
      alsoPublishedAs: ['李明轩'],
    });
    const home = 'https://mingxuan-li.example.cn/';
    const authorsIn = async (tag: string, texts: typeof english, owner: string) => {
      const writer = await citationWriter(tag, texts, owner);
      const articles = scholarlyArticles(
        hers,
        hers.map((publication) => writer.citation(publication)),
        home,
      ) as { author: object[] }[];
      return (key: string) => articles[hers.findIndex((publication) => publication.key === key)]?.author;
    };
    const inChinese = await authorsIn('zh-Hans', chinese, '李明轩');
    // "王, 芳 and 李, 明轩"
    expect(inChinese('wang2023benchmark')).toEqual([
      { '@type': 'Person', name: '王芳', givenName: '芳', familyName: '王' },
      { '@type': 'Person', name: '李明轩', givenName: '明轩', familyName: '李', url: home },
    ]);
    // "Li, Mingxuan and Wang, Fang and Sun, Hao": her name as Chinese writes it, without the parts of another
    expect(inChinese('li2024retrieval')).toEqual([
      { '@type': 'Person', name: '李明轩', url: home },
      { '@type': 'Person', name: 'Fang Wang', givenName: 'Fang', familyName: 'Wang' },
      { '@type': 'Person', name: 'Hao Sun', givenName: 'Hao', familyName: 'Sun' },
    ]);
    const inEnglish = await authorsIn('en', english, 'Mingxuan Li');
    expect(inEnglish('wang2023benchmark')).toEqual([
      { '@type': 'Person', name: '王芳', givenName: '芳', familyName: '王' },
      { '@type': 'Person', name: 'Mingxuan Li', url: home },
    ]);
    // "李明轩 and 王芳 and 陈志强": one word each, no parts to give
    expect(inEnglish('li2022ruanjian')).toEqual([
      { '@type': 'Person', name: 'Mingxuan Li', url: home },
      { '@type': 'Person', name: '王芳' },
      { '@type': 'Person', name: '陈志强' },
    ]);
  });

  it('is one graph, and none without publications', () => {
    expect(publicationsGraph(HOME, publications, citations)).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': expect.any(Array),
    });
    expect(publicationsGraph(HOME, [], [])).toBeUndefined();
  });

  it("is in the home page's head when the content under test has publications, and only there", async () => {
    const { publications: own } = await readPublications({ dir: contentDir, label: 'content' }, profile);
    const head = async (path: string) => headTags((await render(path)).head, path);
    expect((await head('/')).includes('"ScholarlyArticle"')).toBe(own.length > 0);
    expect(await head('/blog')).not.toContain('ScholarlyArticle');
  });
});
