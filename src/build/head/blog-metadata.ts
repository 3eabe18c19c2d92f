import { profile } from '@/content/profile';
import { pageTitle } from '@/shared/page-title';
import { postsFolder, readPosts } from '@/build/posts/read-posts';
import type { PostSummary } from '@/shared/posts/post-summary';

// Build-time only: what the posts add to the pages' heads and to the site's files (see site-metadata.ts).
// Every URL is made by the `absolute` the caller passes, so a change of the site's address (or a
// base path) reaches the posts' canonical URLs, the feed and the sitemap alike.

/** Makes an absolute URL of a site path such as "/blog/my-post". */
type Absolute = (path: string) => string;
type Escape = (text: string) => string;

export const FEED_PATH = '/rss.xml';
export const blogTitle = pageTitle('Tech Blog');
const blogDescription = `Posts by ${profile.name} about AI, machine learning and data science.`;

let published: readonly PostSummary[] | undefined;
/** The built site's posts, newest first (drafts never: they exist in `npm run dev` only). */
export function publishedPosts(): readonly PostSummary[] {
  published ??= readPosts(postsFolder(process.cwd()), process.cwd()).posts.filter((post) => !post.draft);
  return published;
}

export const postPath = (post: Pick<PostSummary, 'slug'>) => `/blog/${post.slug}`;

/** The pages the posts add (one per post) and the blog's description once it has posts. */
export function blogPages(posts: readonly PostSummary[]): Record<string, { title: string; description: string; ogType?: 'article' }> {
  if (posts.length === 0) return {};
  const pages: Record<string, { title: string; description: string; ogType?: 'article' }> = {
    '/blog': { title: blogTitle, description: blogDescription },
  };
  for (const post of posts) pages[postPath(post)] = { title: pageTitle(post.title), description: post.summary, ogType: 'article' };
  return pages;
}

function blogPostingJsonLd(post: PostSummary, absolute: Absolute): string {
  const url = absolute(postPath(post));
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: profile.name, url: absolute('/') },
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
  // `<` escaped so no string in a post can close the script element
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}

/**
 * The head tags the posts add to a page: the feed's link on every page (none while there is no
 * post: the spec's site stays as it is), and on a post's page its Open Graph article tags and
 * its JSON-LD BlogPosting.
 */
export function blogHeadTags(path: string | null, posts: readonly PostSummary[], absolute: Absolute, escape: Escape): string[] {
  if (posts.length === 0) return [];
  const tags = [`<link rel="alternate" type="application/rss+xml" title="${escape(blogTitle)}" href="${absolute(FEED_PATH)}" />`];
  const post = posts.find((candidate) => postPath(candidate) === path);
  if (post) {
    tags.push(
      `<meta property="article:published_time" content="${post.date}" />`,
      `<meta property="article:author" content="${absolute('/')}" />`,
      ...post.tags.map((tag) => `<meta property="article:tag" content="${escape(tag)}" />`),
      `<script type="application/ld+json">${blogPostingJsonLd(post, absolute)}</script>`,
    );
  }
  return tags;
}

/** RSS 2.0: the posts newest first, every link absolute. */
export function rssFeed(posts: readonly PostSummary[], absolute: Absolute, escape: Escape): string {
  const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
  const items = posts.map((post) => {
    const url = absolute(postPath(post));
    return [
      '    <item>',
      `      <title>${escape(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escape(post.summary)}</description>`,
      ...post.tags.map((tag) => `      <category>${escape(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escape(blogTitle)}</title>`,
    `    <link>${absolute('/blog')}</link>`,
    `    <description>${escape(blogDescription)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${absolute(FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** rss.xml, when there are posts. */
export function blogSiteFiles(posts: readonly PostSummary[], absolute: Absolute, escape: Escape): Record<string, string> {
  return posts.length === 0 ? {} : { [FEED_PATH.slice(1)]: rssFeed(posts, absolute, escape) };
}
