import { describe, expect, it } from 'vitest';
import { defaultLanguage, loadLanguage } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { withPostStylesheets } from './post-stylesheets';

const language = await loadLanguage(defaultLanguage);

describe("a post's head", () => {
  const post = {
    slug: 'a',
    language: language.tag,
    title: 'A',
    date: '2025-03-10',
    dateText: 'March 10, 2025',
    summary: 'S.',
    tags: [],
    readingMinutes: 1,
    draft: false,
  } satisfies PostSummary;
  const head = withPostStylesheets(() => ({ title: 'A' }));
  const route = (data: unknown) => ({ params: { slug: 'a' }, data, language });

  it('links the stylesheets only the post needs (its math, a notebook), and none for a post without, or a slug with no post', () => {
    const stylesheets = ['/assets/post-math-1.css', '/assets/post-notebook-2.css'];
    expect(head(route({ post, html: '', stylesheets }))).toEqual({ title: 'A', stylesheets });
    expect(head(route({ post, html: '', stylesheets: [] }))).toEqual({ title: 'A' });
    expect(head(route({ post: null }))).toEqual({ title: 'A' });
    expect(head(route(undefined))).toEqual({ title: 'A' });
  });
});
