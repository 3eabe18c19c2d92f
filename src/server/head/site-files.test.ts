// @vitest-environment jsdom
// (the test reads the HTML it checks with the DOM's parser)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLanguage, languages } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { rssFeed, siteFiles } from './site-files';
import { SUB_PATH } from '../../../tests/support/sub-path';

// A GitHub Pages project site, so a URL made without the base path would show.
vi.mock('virtual:site', async () => {
  // (a factory runs before the file's imports: it imports what it needs)
  const { SUB_PATH } = await import('../../../tests/support/sub-path');
  return { site: { url: `https://example.org${SUB_PATH}`, hsts: { includeSubDomains: false, preload: false } } };
});
beforeEach(() => vi.stubEnv('BASE_URL', SUB_PATH));
afterEach(() => vi.unstubAllEnvs());

const post = (slug: string, date: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  language: defaultLanguage.tag,
  title: `Title of ${slug}`,
  date,
  dateText: date,
  summary: `Summary of ${slug}.`,
  tags: [],
  readingMinutes: 3,
  draft: false,
  ...extra,
});

describe('site files', () => {
  it('list every prerendered page in the sitemap and point robots.txt at it', () => {
    const files = siteFiles(['/', '/blog'], []);
    expect(files['sitemap.xml']).toContain(`<loc>https://example.org${SUB_PATH}</loc>`);
    expect(files['sitemap.xml']).toContain(`<loc>https://example.org${SUB_PATH}blog</loc>`);
    expect(files['robots.txt']).toContain(`Sitemap: https://example.org${SUB_PATH}sitemap.xml`);
  });

  it('describe the site to a home-screen install, inside its base path', () => {
    const manifest = JSON.parse(siteFiles(['/'], [])['site.webmanifest']!);
    expect(manifest).toMatchObject({
      start_url: SUB_PATH,
      scope: SUB_PATH,
      theme_color: '#020617',
      display: 'standalone',
    });
    for (const icon of manifest.icons) expect(icon.src).toMatch(new RegExp(`^${SUB_PATH}icon-\\d+\\.png$`));
  });

  it('have no feed without posts; a web manifest for each language, in its folder', () => {
    const manifests = languages.map(({ prefix }) => (prefix ? `${prefix}/site.webmanifest` : 'site.webmanifest'));
    expect(Object.keys(siteFiles(['/', '/blog'], [])).sort()).toEqual(
      ['robots.txt', 'sitemap.xml', ...manifests].sort(),
    );
  });
});

describe('rss.xml', () => {
  it('is RSS 2.0: newest first as given, absolute links, RFC 822 dates, escaped text', () => {
    const xml = siteFiles(['/'], [post('a', '2025-03-10', { title: 'Fish & <chips>' }), post('b', '2024-02-29')])[
      'rss.xml'
    ]!;
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > link')?.textContent).toBe(`https://example.org${SUB_PATH}blog`);
    const items = [...doc.querySelectorAll('item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: item.querySelector('link')?.textContent,
      pubDate: item.querySelector('pubDate')?.textContent,
    }));
    expect(items).toEqual([
      {
        title: 'Fish & <chips>',
        link: `https://example.org${SUB_PATH}blog/a`,
        pubDate: 'Mon, 10 Mar 2025 00:00:00 GMT',
      },
      { title: 'Title of b', link: `https://example.org${SUB_PATH}blog/b`, pubDate: 'Thu, 29 Feb 2024 00:00:00 GMT' },
    ]);
    expect(rssFeed([post('a', '2025-03-10')])).toContain(
      `<atom:link href="https://example.org${SUB_PATH}rss.xml" rel="self"`,
    );
    expect(doc.querySelector('channel > language')?.textContent).toBe(defaultLanguage.tag);
  });

  it("holds a language's 20 newest posts, as the owner's guide says, or as many as site.ts's feedPosts says", () => {
    const posts = Array.from({ length: 25 }, (_, index) =>
      post(`p${index}`, `2025-01-${String(31 - index).padStart(2, '0')}`),
    );
    const linksOf = (xml: string) =>
      [...new DOMParser().parseFromString(xml, 'application/xml').querySelectorAll('item > link')].map(
        (link) => link.textContent,
      );
    const newest = (count: number) =>
      posts.slice(0, count).map(({ slug }) => `https://example.org${SUB_PATH}blog/${slug}`);
    expect(linksOf(siteFiles(['/'], posts)['rss.xml']!)).toEqual(newest(20));
    expect(linksOf(rssFeed(posts, undefined, 3))).toEqual(newest(3));
    expect(linksOf(rssFeed(posts.slice(0, 2), undefined, 3))).toEqual(newest(2));
  });

  it("gives each summary to a feed reader as written: the XML's text read as HTML is the summary's text", () => {
    const summaries = ['Fish & <chips> for a < b, R&amp;D.', '<b>Not bold</b>, &lt;kept&gt; ]]> as written.'];
    const xml = rssFeed(summaries.map((summary, index) => post(`p${index}`, '2025-03-10', { summary })));
    // as a feed reader reads it: the XML parsed, then each description parsed as HTML
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const shown = [...doc.querySelectorAll('item > description')].map((description) => {
      const html = new DOMParser().parseFromString(description.textContent ?? '', 'text/html');
      return { text: html.body.textContent, elements: html.body.querySelectorAll('*').length };
    });
    expect(shown).toEqual(summaries.map((text) => ({ text, elements: 0 })));
  });
});
