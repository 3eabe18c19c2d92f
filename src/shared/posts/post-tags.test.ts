import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPosts, summaryOf } from '../../../tooling/posts/read-posts';
import { postTags, tagSlug, tagSlugProblem } from './post-tags';

const root = process.cwd();

describe("a tag's slug", () => {
  it('is the tag in lower case, each run of spaces a hyphen, its letters of any script kept', () => {
    expect(tagSlug('Machine Learning')).toBe('machine-learning');
    expect(tagSlug('  Deep   Learning ')).toBe('deep-learning');
    expect(tagSlug('ML - tricks')).toBe('ml-tricks');
    expect(tagSlug('state-of-the-art')).toBe('state-of-the-art');
    expect(tagSlug('機械学習')).toBe('機械学習');
    expect(tagSlug('Straße')).toBe('straße');
    expect(tagSlug('Ünïcode')).toBe('ünïcode');
    expect(tagSlug('ΜΆΘΗΣΗ')).toBe('μάθηση');
    expect(tagSlug('C++')).toBe('c++');
    expect(tagSlug('node.js')).toBe('node.js');
  });

  it('is one for a letter typed composed or decomposed (é as one character, or e and its accent)', () => {
    expect(tagSlug('caf\u00e9')).toBe(tagSlug('cafe\u0301'));
  });

  it('can be an address for letters, digits and - _ . + of any script, with combining marks', () => {
    for (const tag of [
      'Machine Learning',
      '機械学習',
      'C++',
      'node.js',
      'web_3',
      'हिन्दी',
      'ภาษาไทย',
      'تعلم الآلة',
      'v2.0',
    ])
      expect(tagSlugProblem(tag), tag).toBeUndefined();
  });

  it('keeps out of its address what ends or splits a path, is syntax to a host, or a dot at either end', () => {
    expect(tagSlug('AI/ML')).toBe('ai-ml');
    expect(tagSlug('C#')).toBe('c');
    expect(tagSlug('R&D: notes?')).toBe('r-d-notes');
    expect(tagSlug('100%')).toBe('100');
    expect(tagSlug('a*')).toBe('a');
    expect(tagSlug('.NET')).toBe('net');
    expect(tagSlug('etc.')).toBe('etc');
    for (const tag of ['AI/ML', 'C#', 'R&D: notes?', '100%', 'a*', '.NET', 'etc.'])
      expect(tagSlugProblem(tag), tag).toBeUndefined();
  });

  it('has no page when none of its characters is a letter or a digit', () => {
    expect(tagSlugProblem('#')).toBe('it has no letter or digit');
    expect(tagSlugProblem('/ ?')).toBe('it has no letter or digit');
  });
});

describe('the tags of the fixture posts', () => {
  // the published posts, newest first, as the build reads them
  const posts = readPosts(join(root, 'tests/fixtures/posts'), (path) => relative(root, path))
    .posts.filter((post) => !post.draft)
    .map(summaryOf);
  const tags = postTags(posts);
  const byPage = (slug: string) => tags.find((tag) => tag.slug === slug);

  it('are one page per slug, in the order of their slugs', () => {
    // read off the front matter of each fixture (and the notebook's metadata)
    expect(tags.map((tag) => tag.slug)).toEqual([
      'evaluation',
      'images',
      'machine-learning',
      'math',
      'notebooks',
      'python',
      'security',
      'tooling',
      'transformers',
      'typescript',
      '注意機構',
    ]);
  });

  it("list each tag's posts newest first", () => {
    // notebook-post (2025-03-20) and code-blocks (2025-03-10) are tagged python
    expect(byPage('python')?.posts.map((post) => post.slug)).toEqual(['notebook-post', 'code-blocks']);
    expect(byPage('注意機構')?.posts.map((post) => post.slug)).toEqual(['math-post']);
  });

  it('merge two spellings of one slug: image-post\'s "Machine Learning" and long-post\'s "machine-learning"', () => {
    expect(byPage('machine-learning')).toMatchObject({
      // one post each: the newest post's spelling (image-post, 2025-02-14)
      name: 'Machine Learning',
      language: 'en',
      posts: [expect.objectContaining({ slug: 'image-post' }), expect.objectContaining({ slug: 'long-post' })],
    });
  });
});

describe('tags of posts in several languages', () => {
  const post = (slug: string, language: string, date: string, tags: string[]) => ({
    slug,
    language,
    title: slug,
    date,
    dateText: date,
    summary: '.',
    tags,
    readingMinutes: 1,
    draft: false,
  });

  it('are pages of their language, named by the spelling most posts use', () => {
    const tags = postTags([
      post('c', 'en', '2025-03-01', ['ml']),
      post('c', 'pt-BR', '2025-03-01', ['ML']),
      post('b', 'en', '2025-02-01', ['ML', 'ml']),
      post('a', 'en', '2025-01-01', ['ML']),
    ]);
    expect(tags.map(({ slug, language, name, posts }) => [slug, language, name, posts.map((p) => p.slug)])).toEqual([
      // "ML" twice against "ml" once; post b names the tag twice and is listed once
      ['ml', 'en', 'ML', ['c', 'b', 'a']],
      ['ml', 'pt-BR', 'ML', ['c']],
    ]);
  });

  it('are none without posts, or without tags', () => {
    expect(postTags([])).toEqual([]);
    expect(postTags([post('a', 'en', '2025-01-01', [])])).toEqual([]);
  });
});
