import { profile } from '@/content/profile';
import { BLOG_TITLE } from '@/features/blog/blog-paths';
import { pageColour } from '@/app/theme-colours';
import type { PageHead } from '@/shared/page-head';
import type { PostSummary } from '@/shared/posts/post-summary';
import { JSON_RESUME_FILE } from '@/shared/resume-file';
import { sitePath, siteUrl } from '@/shared/site-paths';
import { cspMetaValue } from '../deploy/deploy-policy';
import { APPLE_TOUCH_ICON, FAVICON, isSvgFile, OG_IMAGE, SVG_FAVICON } from '../site-images/site-image-files';
import { jsonLdElement, textElement, voidElement } from './html-element';
import { FEED_PATH } from './site-files';

// The <head> of every page the build writes: what the page's route declares (its PageHead), and
// what every page of the site carries (the security policy, the link-preview image, the icons).

export interface HeadOptions {
  /** The prerendered page's path, for its canonical URL; null for the shell. */
  path: string | null;
  /** The posts of the build: with any, every page links the feed. */
  posts: readonly PostSummary[];
  /** false leaves out the policy's <meta>, for the dev server (its hot reload injects inline styles and scripts). */
  csp?: boolean;
}

/**
 * The <head> tags of a prerendered page (its route's head), or of the single-page shell (null). The
 * shell answers every path that is not prerendered (`/blog/<slug>`, unknown paths): no real page, so
 * search engines are told to leave it out, and it claims no page's description (a page that should
 * be found must be prerendered: a robots tag removed by script is too late for crawlers). The app
 * replaces its title with the page's own.
 */
export function headTags(page: PageHead | null, { path, posts, csp = true }: HeadOptions): string {
  const head: PageHead = page ?? { title: profile.name };
  const url = path === null ? undefined : siteUrl(path);
  const image = siteUrl(OG_IMAGE.file);
  const imageAlt = `${profile.name}, ${profile.jobTitle}`;
  const { description } = head;
  const meta = (name: string, content: string | undefined) => content !== undefined && voidElement('meta', { name, content });
  const property = (name: string, content: string | undefined) => content !== undefined && voidElement('meta', { property: name, content });
  const tags = [
    // first, so the policy covers everything after it
    csp && voidElement('meta', { 'http-equiv': 'Content-Security-Policy', content: cspMetaValue() }),
    textElement('title', {}, head.title),
    meta('description', description),
    page === null && meta('robots', 'noindex'),
    meta('theme-color', pageColour),
    url && voidElement('link', { rel: 'canonical', href: url }),
    property('og:type', head.ogType ?? 'website'),
    property('og:site_name', profile.name),
    property('og:title', head.title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', String(OG_IMAGE.width)),
    property('og:image:height', String(OG_IMAGE.height)),
    property('og:image:alt', imageAlt),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', head.title),
    meta('twitter:description', description),
    meta('twitter:image', image),
    meta('twitter:image:alt', imageAlt),
    // the pictures tooling/plugins/site-images.ts draws from the content; the logo itself only when it is an SVG
    profile.logo && isSvgFile(profile.logo) && voidElement('link', { rel: 'icon', href: sitePath(SVG_FAVICON), type: 'image/svg+xml' }),
    voidElement('link', { rel: 'icon', href: sitePath(FAVICON.file), type: 'image/png', sizes: `${FAVICON.size}x${FAVICON.size}` }),
    voidElement('link', { rel: 'apple-touch-icon', href: sitePath(APPLE_TOUCH_ICON.file) }),
    voidElement('link', { rel: 'manifest', href: sitePath('/site.webmanifest') }),
    // the content in a standard form, for tools that read résumés (written by tooling/plugins/resume.ts)
    voidElement('link', { rel: 'alternate', type: 'application/json', title: `Resume of ${profile.name} (JSON Resume)`, href: siteUrl(`/${JSON_RESUME_FILE}`) }),
    posts.length > 0 && voidElement('link', { rel: 'alternate', type: 'application/rss+xml', title: BLOG_TITLE, href: siteUrl(FEED_PATH) }),
    ...(head.properties ?? []).map(([name, content]) => property(name, content)),
    ...(head.jsonLd ?? []).map(jsonLdElement),
  ];
  return tags.filter((tag): tag is string => typeof tag === 'string').join('\n    ');
}
