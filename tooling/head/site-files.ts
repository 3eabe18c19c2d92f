import { profile } from '@/content/profile';
import { postsDescription } from '@/features/blog/blog-description';
import { BLOG_TITLE, postPath } from '@/features/blog/blog-paths';
import { pageColour } from '@/app/theme-colours';
import type { PostSummary } from '@/shared/posts/post-summary';
import { sitePath, siteUrl } from '@/shared/site-paths';
import { MANIFEST_ICONS, MASKABLE_ICON, type IconFile } from '../site-images/site-image-files';
import { escapeHtml } from './html-element';

// The files written beside the prerendered pages, made from the content: sitemap, robots.txt, the
// web manifest, and the feed when there are posts.

export const FEED_PATH = '/rss.xml';

/** RSS 2.0: the posts newest first, every link absolute. */
export function rssFeed(posts: readonly PostSummary[]): string {
  const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
  const items = posts.map((post) => {
    const url = siteUrl(postPath(post));
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeHtml(post.summary)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(BLOG_TITLE)}</title>`,
    `    <link>${siteUrl('/blog')}</link>`,
    `    <description>${escapeHtml(postsDescription)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${siteUrl(FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

const manifestIcon = ({ file, size }: IconFile) => ({ src: sitePath(file), sizes: `${size}x${size}`, type: 'image/png' });

/** Files written next to the prerendered pages. */
export function siteFiles(prerenderedPaths: readonly string[], posts: readonly PostSummary[]): Record<string, string> {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...prerenderedPaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const manifest = {
    name: `${profile.name} · ${profile.tagline}`,
    short_name: profile.name,
    description: profile.welcome,
    start_url: sitePath('/'),
    scope: sitePath('/'),
    display: 'standalone',
    background_color: pageColour,
    theme_color: pageColour,
    icons: [...MANIFEST_ICONS.map(manifestIcon), { ...manifestIcon(MASKABLE_ICON), purpose: 'maskable' }],
  };
  return {
    'sitemap.xml': sitemap,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`,
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    ...(posts.length > 0 && { [FEED_PATH.slice(1)]: rssFeed(posts) }),
  };
}
