import { contentImage } from '@/shared/content-images';
import { profile } from '@/content/profile';
import { pageTitle } from '@/shared/page-title';
import { absoluteUrl, sitePath, siteUrl } from '@/shared/site-paths';
import { blogHeadTags, blogPages, blogSiteFiles, publishedPosts } from './blog-metadata';
import { publicationsJsonLd } from './publications-json-ld';
import { cspMetaTag } from '../hosting/host-files';
import { pageColour } from '../../app/theme-colours';

// Everything a link preview, a search engine or a home-screen install reads, made from the content files.

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

interface PageMeta {
  title: string;
  description: string;
  ogType?: 'article';
}

// titles as the pages declare them (usePageTitle); site-metadata.test.ts checks that they agree
const pages: Record<string, PageMeta> = {
  '/': { title: pageTitle(), description: profile.welcome },
  '/blog': {
    title: pageTitle('Tech Blog'),
    description: `Coming soon: posts by ${profile.name} about AI, machine learning and data science.`,
  },
  // one page per post, when there are posts (src/content/posts)
  ...blogPages(publishedPosts()),
};

/** The paths prerendered to static HTML; every other path is served by the single-page shell. */
export const prerenderedPaths = Object.keys(pages);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function personJsonLd(): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    ...(profile.email && { email: `mailto:${profile.email}` }),
    url: siteUrl('/'),
    image: absoluteUrl(contentImage(profile.photo).src),
  };
  // the profiles the owner has, in the menu's order
  const sameAs = [profile.links?.linkedin, profile.links?.github, profile.links?.scholar].filter(Boolean);
  if (sameAs.length > 0) Object.assign(person, { sameAs });
  // `<` escaped so no string in the content can close the script element
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/**

 * The single-page shell answers every path that is not prerendered (`/blog/<slug>`, unknown paths):
 * no real page, so search engines are told to leave it out, and it claims no page's description.
 * A page that should be found must be prerendered (a robots tag removed by script is too late for
 * crawlers). Its title is replaced by the page's own once the app runs (usePageTitle).
 */
const shell: PageMeta & { robots: string } = { title: profile.name, description: '', robots: 'noindex' };

/**
 * The <head> tags of a prerendered path, or of the single-page shell when `path` is null. `csp: false`
 * leaves out the policy's <meta>, for the dev server (its hot reload injects inline styles and scripts).
 */
export function headTags(path: string | null, { csp = true }: { csp?: boolean } = {}): string {
  const page = path === null ? shell : pages[path];
  if (!page) throw new Error(`${path} is not a prerendered path`);
  const url = path === null ? null : siteUrl(path);
  const image = siteUrl(OG_IMAGE.path);
  const tags = [
    // first, so the policy covers everything after it
    csp && cspMetaTag(),
    `<title>${escape(page.title)}</title>`,
    page.description && `<meta name="description" content="${escape(page.description)}" />`,
    'robots' in page && `<meta name="robots" content="${page.robots}" />`,
    `<meta name="theme-color" content="${pageColour}" />`,
    url && `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escape(profile.name)}" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    page.description && `<meta property="og:description" content="${escape(page.description)}" />`,
    url && `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escape(`${profile.name}, ${profile.jobTitle}`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(page.title)}" />`,
    page.description && `<meta name="twitter:description" content="${escape(page.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<link rel="icon" href="${sitePath('/favicon.svg')}" type="image/svg+xml" />`,
    `<link rel="icon" href="${sitePath('/favicon-32.png')}" type="image/png" sizes="32x32" />`,
    `<link rel="apple-touch-icon" href="${sitePath('/apple-touch-icon.png')}" />`,
    `<link rel="manifest" href="${sitePath('/site.webmanifest')}" />`,
    // the person this site is about, on its home page
    path === '/' && `<script type="application/ld+json">${personJsonLd()}</script>`,
    path === '/' && publicationsJsonLd(siteUrl('/')),
    ...blogHeadTags(path, publishedPosts(), siteUrl, escape),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Files written next to the prerendered pages. */
export function siteFiles(): Record<string, string> {
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
    icons: [
      { src: sitePath('/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: sitePath('/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: sitePath('/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return {
    'sitemap.xml': sitemap,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`,
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    ...blogSiteFiles(publishedPosts(), siteUrl, escape),
  };
}
