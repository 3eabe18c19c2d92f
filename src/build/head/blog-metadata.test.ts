import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile';
import type { PostSummary } from '@/shared/posts/post-summary';
import { blogHeadTags, blogPages, blogSiteFiles, rssFeed } from './blog-metadata';

// a site under a base path, so a URL made by hand (without `absolute`) would show
const absolute = (path: string) => new URL(path.slice(1), 'https://example.org/portfolio/').href;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const post = (slug: string, date: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  title: `Title of ${slug}`,
  date,
  dateText: date,
  summary: `Summary of ${slug}.`,
  tags: [],
  readingMinutes: 3,
  draft: false,
  ...extra,
});
const posts = [post('newer', '2025-03-10', { tags: ['ml', 'R&D'] }), post('older', '2024-01-05')];
const parseHead = (tags: string[]) => new DOMParser().parseFromString(`<head>${tags.join('')}</head>`, 'text/html');

describe('without posts', () => {
  it('adds no page, no head tag and no feed: the site stays the spec placeholder', () => {
    expect(blogPages([])).toEqual({});
    expect(blogHeadTags('/', [], absolute, escape)).toEqual([]);
    expect(blogSiteFiles([], absolute, escape)).toEqual({});
  });
});

describe('with posts', () => {
  it('adds a page per post, titled "<title> · <name>" and described by its summary', () => {
    expect(blogPages(posts)['/blog/newer']).toEqual({ title: `Title of newer · ${profile.name}`, description: 'Summary of newer.', ogType: 'article' });
    expect(blogPages(posts)['/blog']?.description).not.toMatch(/coming soon/i);
  });

  it('links the feed from every page, and gives a post its article tags and JSON-LD BlogPosting', () => {
    for (const path of ['/', '/blog', null]) {
      const feed = parseHead(blogHeadTags(path, posts, absolute, escape)).querySelector('link[rel="alternate"]');
      expect(feed?.getAttribute('type')).toBe('application/rss+xml');
      expect(feed?.getAttribute('href')).toBe('https://example.org/portfolio/rss.xml');
    }
    const head = parseHead(blogHeadTags('/blog/newer', posts, absolute, escape));
    expect(head.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe('2025-03-10');
    expect([...head.querySelectorAll('meta[property="article:tag"]')].map((meta) => meta.getAttribute('content'))).toEqual(['ml', 'R&D']);
    const posting = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title of newer',
      datePublished: '2025-03-10',
      url: 'https://example.org/portfolio/blog/newer',
      author: { name: profile.name, url: 'https://example.org/portfolio/' },
    });
    expect(parseHead(blogHeadTags('/blog', posts, absolute, escape)).querySelector('script')).toBeNull();
  });

  it('keeps a hostile title inside its JSON-LD string', () => {
    const hostile = post('x', '2025-01-01', { title: '</script><script>alert(1)</script>' });
    const head = parseHead(blogHeadTags('/blog/x', [hostile], absolute, escape));
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(head.querySelector('script')?.textContent ?? '{}').headline).toBe(hostile.title);
  });

  it('writes rss.xml: RSS 2.0, newest first as given, absolute links, RFC 822 dates, escaped text', () => {
    const xml = blogSiteFiles([post('a', '2025-03-10', { title: 'Fish & <chips>' }), post('b', '2024-02-29')], absolute, escape)['rss.xml']!;
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://example.org/portfolio/blog');
    const items = [...doc.querySelectorAll('item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: item.querySelector('link')?.textContent,
      pubDate: item.querySelector('pubDate')?.textContent,
    }));
    expect(items).toEqual([
      { title: 'Fish & <chips>', link: 'https://example.org/portfolio/blog/a', pubDate: 'Mon, 10 Mar 2025 00:00:00 GMT' },
      { title: 'Title of b', link: 'https://example.org/portfolio/blog/b', pubDate: 'Thu, 29 Feb 2024 00:00:00 GMT' },
    ]);
    expect(rssFeed(posts, absolute, escape)).toContain('<atom:link href="https://example.org/portfolio/rss.xml" rel="self"');
  });
});
