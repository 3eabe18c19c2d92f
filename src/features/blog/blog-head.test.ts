// @module-tag imported-content
import { describe, expect, it } from 'vitest';
import { defaultLanguage, loadLanguage } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { pageUrl, profile } from '../../../tests/support/site-content';
import { postHead } from './blog-head';

const language = await loadLanguage(defaultLanguage);

const post: PostSummary = {
  slug: 'newer',
  language: language.tag,
  title: 'Title of newer',
  date: '2025-03-10',
  dateText: 'March 10, 2025',
  summary: 'Summary of newer.',
  tags: ['ml', 'R&D'],
  readingMinutes: 3,
  draft: false,
};

describe("a post's head", () => {
  it('is titled "<title> · <name>", described by its summary, an article with its date, author and tags', () => {
    const head = postHead({ params: { slug: 'newer' }, data: { post, html: '' }, language });
    expect(head).toMatchObject({
      title: `Title of newer · ${profile.name}`,
      description: 'Summary of newer.',
      ogType: 'article',
    });
    expect(head.properties).toEqual([
      ['article:published_time', '2025-03-10'],
      ['article:author', pageUrl('/')],
      ['article:tag', 'ml'],
      ['article:tag', 'R&D'],
    ]);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Title of newer',
        datePublished: '2025-03-10',
        url: pageUrl('/blog/newer'),
        keywords: 'ml, R&D',
        author: { '@type': 'Person', name: profile.name, url: pageUrl('/') },
      }),
    ]);
  });

  it("is the placeholder's for a slug no post has", () => {
    expect(postHead({ params: { slug: 'nothing' }, data: { post: null }, language })).toEqual({
      title: `Blog Post Coming Soon · ${profile.name}`,
    });
    expect(postHead({ params: { slug: 'nothing' }, data: undefined, language })).toEqual({
      title: `Blog Post Coming Soon · ${profile.name}`,
    });
  });
});
