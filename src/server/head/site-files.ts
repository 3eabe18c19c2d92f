import { site } from 'virtual:site';
import { postsDescription } from '@/features/blog/blog-description';
import { blogTitle, postPath } from '@/features/blog/blog-paths';
import { pageColour } from '@/shared/theme-colours';
import { type Language, languagePath } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { sitePath, siteUrl } from '@/ui/site-paths';
import { MANIFEST_ICONS, MASKABLE_ICON, type IconFile } from '@/shared/site-image-files';
import { escapeHtml } from '@/shared/escape-html';
import { defaultSiteLanguage, siteLanguages } from '../site-languages';
import { pageVersions } from './page-versions';

// The files written beside the prerendered pages, made from the content: sitemap, robots.txt, the
// web manifests (one per language), and a feed per language that has posts.

/** A language's feed: /rss.xml for the default language, /pt-br/rss.xml for another. */
export const feedPath = (language: Pick<Language, 'prefix'>): string => languagePath(language, '/rss.xml');

const manifestIcon = ({ file, size }: IconFile) => ({
  src: sitePath(file),
  sizes: `${size}x${size}`,
  type: 'image/png',
});

/** A language's web manifest: /site.webmanifest for the default language, /pt-br/site.webmanifest for another. */
export const manifestPath = (language: Pick<Language, 'prefix'>): string => languagePath(language, '/site.webmanifest');

/**
 * The web manifest of a language: its name and description in the owner's words of that language,
 * its lang and dir, opening at its home page; every language's covers the whole site (scope) and
 * shares the icons, drawn from the logo.
 */
function manifest(language: Language): string {
  const { profile } = language.words;
  const fields = {
    name: `${profile.name} · ${profile.tagline}`,
    short_name: profile.name,
    description: profile.welcome,
    lang: language.tag,
    dir: language.dir,
    start_url: sitePath(languagePath(language, '/')),
    scope: sitePath('/'),
    display: 'standalone',
    background_color: pageColour,
    theme_color: pageColour,
    icons: [...MANIFEST_ICONS.map(manifestIcon), { ...manifestIcon(MASKABLE_ICON), purpose: 'maskable' }],
  };
  return `${JSON.stringify(fields, null, 2)}\n`;
}

/** How many of a language's newest posts its feed holds when site.ts does not say (`feedPosts`). */
const FEED_POSTS = 20;

/** RSS 2.0 of a language's blog: its `count` newest posts (`posts`, newest first), every link absolute. */
export function rssFeed(
  posts: readonly PostSummary[],
  language: Language = defaultSiteLanguage,
  count = site.feedPosts ?? FEED_POSTS,
): string {
  const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
  const items = posts.slice(0, count).map((post) => {
    const url = siteUrl(postPath(post));
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      // a description is HTML to a feed reader, which decodes the XML and then reads it as HTML: the summary (plain
      // text) is escaped as HTML, in CDATA, so "a < b" and "R&D" reach the reader as written, never as markup
      `      <description><![CDATA[${escapeHtml(post.summary)}]]></description>`,
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(blogTitle(language))}</title>`,
    `    <link>${siteUrl(languagePath(language, '/blog'))}</link>`,
    `    <description>${escapeHtml(postsDescription(language))}</description>`,
    `    <language>${escapeHtml(language.tag)}</language>`,
    `    <atom:link href="${siteUrl(feedPath(language))}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sitemap: every prerendered page; with several languages, each with its versions (Google's xhtml:link form). */
function sitemap(prerenderedPaths: readonly string[]): string {
  const urls = prerenderedPaths.map((path) => {
    const versions = pageVersions(path, prerenderedPaths);
    if (versions.length === 0) return `  <url><loc>${siteUrl(path)}</loc></url>`;
    return [
      '  <url>',
      `    <loc>${siteUrl(path)}</loc>`,
      ...versions.map(
        ({ hreflang, path: href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${siteUrl(href)}"/>`,
      ),
      '  </url>',
    ].join('\n');
  });
  const namespaces = siteLanguages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Files written next to the prerendered pages (names relative to the site's root: "rss.xml", "pt-br/rss.xml"). */
export function siteFiles(prerenderedPaths: readonly string[], posts: readonly PostSummary[]): Record<string, string> {
  const feeds = siteLanguages.flatMap((language) => {
    const own = posts.filter((post) => post.language === language.tag);
    return own.length > 0 ? [[feedPath(language).slice(1), rssFeed(own, language)] as const] : [];
  });
  return {
    'sitemap.xml': sitemap(prerenderedPaths),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`,
    ...Object.fromEntries(siteLanguages.map((language) => [manifestPath(language).slice(1), manifest(language)])),
    ...Object.fromEntries(feeds),
  };
}
