import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@/shared/posts/post-summary';
import { readPosts, summaryOf } from '../../../tooling/posts/read-posts';
import { neighbours } from './post-loaders';

// The posts at a post's end: the one of its language written just before it, and just after it.

const root = process.cwd();
// the published fixture posts, newest first, as virtual:posts lists them
const posts = readPosts(join(root, 'tests/fixtures/posts'), (path) => relative(root, path))
  .posts.filter((post) => !post.draft)
  .map(summaryOf);
const around = (slug: string, among: readonly PostSummary[] = posts) => {
  const { previous, next } = neighbours(
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
    const portuguese = neighbours(mixed, mixed[1]!);
    expect([portuguese.previous?.slug, portuguese.previous?.language, portuguese.next]).toEqual([
      'math-post',
      'pt-BR',
      null,
    ]);
  });
});
