import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@/shared/posts/post-summary';
import { readPosts, summaryOf } from '../../../tooling/posts/read-posts';
import { postIndex } from './post-index';

// The blog cut into what each page loads: a post with the posts at its end (the one of its language
// written just before it, and just after it), and the pages of each list.

const root = process.cwd();
// the published fixture posts, newest first, as the build reads them
const posts = readPosts(join(root, 'tests/fixtures/posts'), (path) => relative(root, path))
  .posts.filter((post) => !post.draft)
  .map(summaryOf);
/** The posts around the first post of `among` with that slug, as the index gives them with it. */
const entryOf = (among: readonly PostSummary[], post: PostSummary) =>
  postIndex(among, 10).entries.find((entry) => entry.post === post)!;
const around = (slug: string, among: readonly PostSummary[] = posts) => {
  const { previous, next } = entryOf(
    among,
    among.find((post) => post.slug === slug)!,
  );
  return { previous: previous?.slug ?? null, next: next?.slug ?? null };
};

describe('the previous and next posts', () => {
  it('are the posts dated just before and just after, by the dates of the fixture posts', () => {
    // image-post 2025-02-14, code-blocks 2025-03-10, math-post 2025-03-15
    expect(around('code-blocks')).toEqual({ previous: 'image-post', next: 'math-post' });
    // long-post 2024-11-02 comes after hostile-post 2024-06-01 and before image-post
    expect(around('long-post')).toEqual({ previous: 'hostile-post', next: 'image-post' });
  });

  it('are one at either end: none after the newest (notebook-post), none before the oldest (hostile-notebook)', () => {
    expect(around('notebook-post')).toEqual({ previous: 'math-post', next: null });
    expect(around('hostile-notebook')).toEqual({ previous: null, next: 'hostile-post' });
  });

  it('are none for the only post', () => {
    const only = posts.filter((post) => post.slug === 'image-post');
    expect(around('image-post', only)).toEqual({ previous: null, next: null });
  });

  it("are of the post's language only: a translation, or a post in another language between them, is skipped", () => {
    const inPortuguese = (post: PostSummary): PostSummary => ({ ...post, language: 'pt-BR' });
    const [notebook, math, code] = posts;
    // newest first: the notebook in both languages, math-post in Portuguese only, code-blocks in English
    const mixed = [notebook!, inPortuguese(notebook!), inPortuguese(math!), code!];
    expect(around('notebook-post', mixed)).toEqual({ previous: 'code-blocks', next: null });
    const portuguese = entryOf(mixed, mixed[1]!);
    expect([portuguese.previous?.slug, portuguese.previous?.language, portuguese.next]).toEqual([
      'math-post',
      'pt-BR',
      null,
    ]);
  });
});

describe("the lists' pages", () => {
  const post = (slug: string, language: string, tags: string[]): PostSummary => ({
    slug,
    language,
    title: slug,
    date: '2025-01-01',
    dateText: '',
    summary: '',
    tags,
    readingMinutes: 1,
    draft: false,
  });
  // newest first: five English posts, two of them tagged "Edge" (written "edge" once), and one in Portuguese
  const five = ['e', 'd', 'c', 'b', 'a'].map((slug) =>
    post(slug, 'en', slug === 'd' ? ['Edge'] : slug === 'b' ? ['edge'] : []),
  );
  const portuguese = post('p', 'pt-BR', ['edge']);
  const { entries, lists } = postIndex([...five, portuguese], 2);

  it("are each language's blog, then each tag's list, of two posts a page, the newest first", () => {
    const shape = [...lists].map(([list, pages]) => [list, pages.map((page) => page.posts.map(({ slug }) => slug))]);
    expect(shape).toEqual([
      ['en', [['e', 'd'], ['c', 'b'], ['a']]],
      ['pt-BR', [['p']]],
      ['en/tags/edge', [['d', 'b']]],
      ['pt-BR/tags/edge', [['p']]],
    ]);
    expect(lists.get('en')!.map(({ page, tag }) => [page, tag])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it("name a tag's list's tag, with how many posts of its language it has, as the newest of them writes it", () => {
    expect(lists.get('en/tags/edge')![0]!.tag).toEqual({ slug: 'edge', name: 'Edge', language: 'en', count: 2 });
    expect(lists.get('pt-BR/tags/edge')![0]!.tag).toEqual({ slug: 'edge', name: 'edge', language: 'pt-BR', count: 1 });
  });

  it('key each post by its language and slug, in the order given', () => {
    expect(entries.map(({ key }) => key)).toEqual(['en/e', 'en/d', 'en/c', 'en/b', 'en/a', 'pt-BR/p']);
  });
});
