import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { type IndexedDocument, type SearchDocument, searchIndexOptions } from '../../src/shared/search/search-document';
import { searchResults } from '../../src/shared/search/search-results';
import { buildSearchIndex, INDEXED_WORDS_PER_PAGE } from './build-search-index';

// An index built as the build builds it, read back as the browser reads it (MiniSearch.loadJS
// with the same options), asked what a reader asks.

/** The index of `documents` in `tag`, as the browser has it once its file is loaded. */
function indexOf(documents: readonly SearchDocument[], tag: string) {
  return MiniSearch.loadJS<IndexedDocument>(buildSearchIndex(documents, tag).index, searchIndexOptions(tag));
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

describe('a page longer than the index holds', () => {
  // a post of three sections, each of ten words, numbered: "w1 … w10", "w11 … w20", "w21 … w30"
  const numbered = (from: number) => Array.from({ length: 10 }, (_, at) => `w${from + at}`).join(' ');
  const long: SearchDocument[] = [
    {
      language: 'en',
      url: '/blog/long',
      kind: 'post',
      title: 'A long post',
      detail: 'Its summary.',
      text: numbered(1),
    },
    ...[11, 21].map((from): SearchDocument => ({
      language: 'en',
      url: `/blog/long#part-${from}`,
      kind: 'post',
      title: 'A long post',
      heading: `Part ${from}`,
      text: numbered(from),
    })),
    { language: 'en', url: '/blog/short', kind: 'post', title: 'A short post', text: numbered(1) },
  ];

  it('is indexed up to its first words, its sections in order, and the build says where it stopped, once', () => {
    const { index, warnings } = buildSearchIndex(long, 'en', 15);
    const read = MiniSearch.loadJS<IndexedDocument>(index, searchIndexOptions('en'));
    expect(urls(read, 'w15')).toEqual(['/blog/long#part-11']);
    expect(urls(read, 'w16')).toEqual([]);
    expect(urls(read, 'w25')).toEqual([]);
    // its titles, headings and short line are all there
    expect(urls(read, 'part 21')).toEqual(['/blog/long#part-21']);
    // another page has a budget of its own
    expect(urls(read, 'w10')).toEqual(['/blog/long', '/blog/short']);
    expect(warnings).toEqual([
      'search index (en): /blog/long ("A long post") is indexed up to its first 15 words, ending "…w11 w12 w13 w14 w15"; its text after them (from its section "Part 11" on) is not searched',
    ]);
  });

  it('ending with a section is cut at the next section’s start, and said so', () => {
    const { warnings } = buildSearchIndex(long, 'en', 20);
    expect(warnings).toEqual([
      'search index (en): /blog/long ("A long post") is indexed up to its first 20 words, ending "…w15 w16 w17 w18 w19 w20"; its text after them (from its section "Part 21" on) is not searched',
    ]);
    expect(buildSearchIndex(long, 'en', 30).warnings).toEqual([]);
  });

  it(`of 5 MB is read no further than its first ${INDEXED_WORDS_PER_PAGE.toLocaleString('en')} words`, () => {
    // "w1 w2 … w700000": 5.3 MB of words each found once
    const text = Array.from({ length: 700_000 }, (_, at) => `w${at + 1}`).join(' ');
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    const { index, warnings } = buildSearchIndex(
      [{ language: 'en', url: '/blog/huge', kind: 'post', title: 'Everything at once', text }],
      'en',
    );
    // the segmenter was handed the page's first words and a piece more, not its 5 MB
    const kept = text.indexOf(` w${INDEXED_WORDS_PER_PAGE + 1} `);
    const handed = segment.mock.calls.reduce((sum, [input]) => sum + input.length, 0);
    expect(handed).toBeLessThan(kept + 2048);
    // (the title's words besides)
    const numbers = index.index.flatMap(([term]) => (/^w\d+$/.test(term) ? [Number(term.slice(1))] : []));
    expect(numbers).toHaveLength(INDEXED_WORDS_PER_PAGE);
    expect(Math.max(...numbers)).toBe(INDEXED_WORDS_PER_PAGE);
    expect(warnings).toEqual([
      `search index (en): /blog/huge ("Everything at once") is indexed up to its first 100,000 words, ending "…w99995 w99996 w99997 w99998 w99999 w100000"; its text after them is not searched`,
    ]);
  });
});
