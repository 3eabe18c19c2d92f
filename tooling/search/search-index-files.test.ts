import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { type IndexPart, joinIndexParts } from '../../src/shared/search/index-parts';
import { type IndexedDocument, type SearchDocument, searchIndexOptions } from '../../src/shared/search/search-document';
import { searchResults } from '../../src/shared/search/search-results';
import { buildSearchIndex } from './build-search-index';
import { searchIndexFiles } from './search-index-files';

// A language's search files as the build writes them, read back as the browser reads them: the
// parts fetched and put together, the first shard alone.

const read = (json: string) => JSON.parse(json) as IndexPart;
const load = (parts: readonly IndexPart[], tag = 'en') =>
  MiniSearch.loadJS<IndexedDocument>(joinIndexParts(parts), searchIndexOptions(tag));
const urls = (index: MiniSearch<IndexedDocument>, query: string) => searchResults(index, query).map(({ url }) => url);

/** A blog of `count` posts, each of three sections, and two cards of the home page. */
function blog(count: number): SearchDocument[] {
  const words = ['evaluation', 'baseline', 'seed', 'leak', 'drift', 'latency', 'attention', 'pipeline', 'regression'];
  const word = (at: number) => words[at % words.length] ?? '';
  const posts = Array.from({ length: count }, (_, post): SearchDocument[] => {
    const url = `/blog/post-${post}`;
    const title = `Notes on ${word(post)} number ${post}`;
    return [
      {
        language: 'en',
        url,
        kind: 'post',
        title,
        detail: `Why ${word(post + 1)} matters.`,
        text: `intro ${word(post + 2)}`,
      },
      ...[1, 2].map((section): SearchDocument => ({
        language: 'en',
        url: `${url}#section-${section}`,
        kind: 'post',
        title,
        heading: `On ${word(post + section + 3)}`,
        text: `${word(post + section)} and ${word(post + 2 * section)} in post ${post}, unique${post}x${section}`,
      })),
    ];
  });
  return [
    ...posts.flat(),
    {
      language: 'en',
      url: '/#experience-1',
      kind: 'experience',
      title: 'Machine Learning Engineer',
      detail: 'Company',
      text: 'Shipped a latency dashboard',
    },
    {
      language: 'en',
      url: '/#publication-smith2024',
      kind: 'publication',
      title: 'Sparse attention',
      detail: 'ICML 2024',
      text: 'Jane Smith',
    },
  ];
}

const queries = ['evaluation', 'baseline seed', 'drift', 'latenc', 'atention', 'unique7x2', 'post 12', 'notes', 'why'];

describe('the search files of a language', () => {
  it('are one file, the whole index, for an index no larger than a file', () => {
    const documents = blog(3);
    const { languages, warnings } = searchIndexFiles([{ tag: 'en', documents }]);
    expect(warnings).toEqual([]);
    expect(languages).toEqual([{ tag: 'en', parts: [{ name: 'search-en.json', json: expect.any(String) }] }]);
    expect(languages[0]?.parts[0]?.json).toBe(JSON.stringify(buildSearchIndex(documents, 'en').index));
  });

  it('are parts of at most the file size and a first shard for a larger one; the parts make the whole index', () => {
    const documents = blog(200);
    const bytes = 16 * 1024;
    // as the browser reads it: from its JSON
    const whole = load([read(JSON.stringify(buildSearchIndex(documents, 'en').index))]);
    const [language] = searchIndexFiles(
      [
        { tag: 'zh-Hans', documents: [] },
        { tag: 'en', documents },
      ],
      bytes,
    ).languages.slice(1);
    expect(language?.first?.name).toBe('search-en-first.json');
    const parts = language?.parts ?? [];
    expect(parts.length).toBeGreaterThan(4);
    expect(parts.map(({ name }) => name)).toEqual(parts.map((_, at) => `search-en-${at + 1}.json`));
    // each part within the size, but for its last document or word
    for (const { json } of parts) expect(json.length).toBeLessThan(bytes + 1024);
    // put together in their order, the same index: the same results, in the same order (ties too)
    const joined = load(parts.map(({ json }) => read(json)));
    for (const query of queries) expect(searchResults(joined, query), query).toEqual(searchResults(whole, query));
  });

  it('start with a first shard of titles, short lines and headings, leading to the pages, and the cards whole', () => {
    const documents = blog(200);
    const [language] = searchIndexFiles([{ tag: 'en', documents }], 16 * 1024).languages;
    const first = load([read(language?.first?.json ?? '')]);
    // a page is found by its title, its short line, its headings, once, at its address
    expect(urls(first, 'number 120')).toEqual(['/blog/post-120']);
    // (the last word may be one still being typed: "12" is 120 … 129 too, the whole word first)
    expect(urls(first, 'number 12')[0]).toBe('/blog/post-12');
    expect(urls(first, 'notes evaluation').slice(0, 3)).toEqual(['/blog/post-0', '/blog/post-9', '/blog/post-18']);
    expect(urls(first, 'why baseline')).toContain('/blog/post-0');
    // post 0's sections are "On drift" and "On latency"
    expect(urls(first, 'on drift')).toContain('/blog/post-0');
    expect(urls(first, 'on latency')).toContain('/blog/post-0');
    // not by its sections' text, which the parts hold
    expect(urls(first, 'unique7x2')).toEqual([]);
    // (first: others are a typo away)
    expect(urls(load((language?.parts ?? []).map(({ json }) => read(json))), 'unique7x2')[0]).toBe(
      '/blog/post-7#section-2',
    );
    // a card is its own place, its text too
    expect(urls(first, 'dashboard')).toEqual(['/#experience-1']);
    expect(urls(first, 'jane smith')).toEqual(['/#publication-smith2024']);
    // what a result shows: the page's title and short line
    expect(searchResults(first, 'number 120')).toEqual([
      { url: '/blog/post-120', kind: 'post', title: 'Notes on leak number 120', detail: 'Why drift matters.' },
    ]);
  });

  it('say what each index left out', () => {
    const text = Array.from({ length: 100_001 }, (_, at) => `w${at}`).join(' ');
    const { warnings } = searchIndexFiles([
      { tag: 'en', documents: [{ language: 'en', url: '/blog/long', kind: 'post', title: 'Long', text }] },
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^search index \(en\): \/blog\/long \("Long"\)/)]);
  });
});
