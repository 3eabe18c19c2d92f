import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { type IndexedDocument, type SearchDocument, searchIndexOptions } from '../../src/shared/search/search-document';
import { searchResults } from '../../src/shared/search/search-results';
import { buildSearchIndex } from './build-search-index';

// An index built as the build builds it, read back as the browser reads it (MiniSearch.loadJSON
// with the same options), asked what a reader asks.

/** The index of `documents` in `tag`, as the browser has it once its file is loaded. */
function indexOf(documents: readonly SearchDocument[], tag: string) {
  return MiniSearch.loadJSON<IndexedDocument>(buildSearchIndex(documents, tag), searchIndexOptions(tag));
}
const urls = (index: ReturnType<typeof indexOf>, query: string) => searchResults(index, query).map(({ url }) => url);

const english: SearchDocument[] = [
  {
    language: 'en',
    url: '/blog/evaluation',
    kind: 'post',
    title: 'Evaluating models',
    detail: 'How to know whether a number means what you think.',
    text: 'machine-learning\nBaselines are cheap to build and expensive to skip.',
  },
  {
    language: 'en',
    url: '/blog/evaluation#seeds',
    kind: 'post',
    title: 'Evaluating models',
    heading: 'Three seeds',
    text: 'Run the same configuration with three seeds before believing any single result.',
  },
  {
    language: 'en',
    url: '/blog/evaluation#leaks',
    kind: 'post',
    title: 'Evaluating models',
    heading: 'Leaks',
    text: 'A validation set that leaks information from the training set flatters every result.',
  },
  {
    language: 'en',
    url: '/#experience-1',
    kind: 'experience',
    title: 'Machine Learning Intern',
    detail: 'Café Résumé GmbH, Zürich',
    text: 'Trained a ranking model.\nPython\nPyTorch',
  },
  {
    language: 'en',
    url: '/#experience-2',
    kind: 'experience',
    title: 'Machine Learning Intern',
    detail: 'Another company',
    text: 'Shipped a numpy pipeline: np.array everywhere.',
  },
  {
    language: 'en',
    url: '/#publication-nguyen2024',
    kind: 'publication',
    title: 'Sparse graph networks',
    detail: 'Proceedings of ICML, 2024',
    text: 'Nguyễn Thị Minh Châu\nJörg Müller',
  },
];

describe('the search index of a language', () => {
  const index = indexOf(english, 'en');

  it('finds a post by its title, its summary and its text, and leads to the section where the words are', () => {
    expect(urls(index, 'evaluating')).toEqual(['/blog/evaluation']);
    expect(urls(index, 'three seeds')).toEqual(['/blog/evaluation#seeds']);
    expect(urls(index, 'validation set')).toEqual(['/blog/evaluation#leaks']);
    expect(urls(index, 'cheap baselines')).toEqual(['/blog/evaluation']);
  });

  it('shows a post once, at its best section, and each card and publication on its own', () => {
    // "result" is in two sections of the post: one hit for the post
    expect(urls(index, 'result')).toHaveLength(1);
    // two cards of the same title are two places
    expect(urls(index, 'machine learning intern')).toEqual(['/#experience-1', '/#experience-2']);
  });

  it('takes the hit’s words for the list: its title, its section’s heading, its short line, its kind', () => {
    expect(searchResults(index, 'seeds')).toEqual([
      { url: '/blog/evaluation#seeds', kind: 'post', title: 'Evaluating models', heading: 'Three seeds' },
    ]);
    expect(searchResults(index, 'sparse')).toEqual([
      {
        url: '/#publication-nguyen2024',
        kind: 'publication',
        title: 'Sparse graph networks',
        detail: 'Proceedings of ICML, 2024',
      },
    ]);
  });

  it('finds a word still being typed, and a longer word with a typo', () => {
    expect(urls(index, 'valid')).toEqual(['/blog/evaluation#leaks']);
    expect(urls(index, 'configuraton')).toEqual(['/blog/evaluation#seeds']);
  });

  it('finds accented words from a query without the accents, and the other way round', () => {
    expect(urls(index, 'nguyen muller')).toEqual(['/#publication-nguyen2024']);
    expect(urls(index, 'Zurich')).toEqual(['/#experience-1']);
    expect(urls(index, 'résumé')).toEqual(['/#experience-1']);
  });

  it('finds a word of a dotted name alone, and the name whole', () => {
    expect(urls(index, 'array')).toEqual(['/#experience-2']);
    expect(urls(index, 'np.array')).toEqual(['/#experience-2']);
  });

  it('asks every word to be there; without a place that has them all, shows those with some', () => {
    // no section has both words: the post, at one of the two sections
    expect(urls(index, 'seeds leaks')).toEqual([expect.stringMatching(/^\/blog\/evaluation#(seeds|leaks)$/)]);
    expect(urls(index, 'pytorch zzzz')).toEqual(['/#experience-1']);
    expect(urls(index, '')).toEqual([]);
    expect(urls(index, '  ')).toEqual([]);
  });

  it('refuses a document of another language than the index’s', () => {
    expect(() => buildSearchIndex([...english, { ...english[0]!, language: 'de', url: '/de/blog/x' }], 'en')).toThrow(
      /\/de\/blog\/x/,
    );
  });
});

describe('the index of a language written without spaces', () => {
  it('finds a Chinese post from a query in Chinese, words cut where its text’s were', () => {
    const index = indexOf(
      [
        {
          language: 'zh-Hans',
          url: '/zh-hans/blog/edge-models',
          kind: 'post',
          title: '在边缘设备上运行机器学习模型',
          detail: '小模型往往胜过大模型。',
          text: '我们评估了注意力机制的延迟。',
        },
        {
          language: 'zh-Hans',
          url: '/zh-hans/blog/data',
          kind: 'post',
          title: '数据管道',
          text: '生产环境中的大多数回归来自数据管道。',
        },
      ],
      'zh-Hans',
    );
    expect(urls(index, '机器学习')).toEqual(['/zh-hans/blog/edge-models']);
    expect(urls(index, '注意力')).toEqual(['/zh-hans/blog/edge-models']);
    expect(urls(index, '数据管道')).toEqual(['/zh-hans/blog/data']);
    expect(urls(index, '回归')).toEqual(['/zh-hans/blog/data']);
  });

  it('finds a Japanese post from a query in Japanese, kanji, kana and katakana', () => {
    const index = indexOf(
      [
        {
          language: 'ja',
          url: '/ja/blog/edge',
          kind: 'post',
          title: '機械学習モデルをエッジで動かす',
          text: '小さなモデルは大きなモデルに勝つことが多い。',
        },
        {
          language: 'ja',
          url: '/ja/blog/edge#attention',
          kind: 'post',
          title: '機械学習モデルをエッジで動かす',
          heading: '注意機構',
          text: '注意機構の遅延を評価しました。',
        },
        {
          language: 'ja',
          url: '/ja#projects-1',
          kind: 'project',
          title: '脳腫瘍の検出',
          detail: 'MRI画像から腫瘍を分割する',
          text: 'PyTorch',
        },
      ],
      'ja',
    );
    expect(urls(index, '機械学習')).toEqual(['/ja/blog/edge']);
    expect(urls(index, 'エッジ')).toEqual(['/ja/blog/edge']);
    expect(urls(index, '注意機構')).toEqual(['/ja/blog/edge#attention']);
    expect(urls(index, '腫瘍')).toEqual(['/ja#projects-1']);
    // full-width Latin typed by a Japanese keyboard finds the half-width word
    expect(urls(index, 'ｐｙｔｏｒｃｈ')).toEqual(['/ja#projects-1']);
  });
});
