import { blogTitle } from '@/features/blog/blog-paths';
import { pageColour } from '@/shared/theme-colours';
import { type Language, languages } from '@/ui/language';
import type { PageHead } from '@/ui/page-head';
import type { PostSummary } from '@/shared/posts/post-summary';
import { jsonResumeFile } from '@/shared/resume-file';
import { sitePath, siteUrl } from '@/ui/site-paths';
import { cspMetaValue } from '@/shared/deploy-policy';
import { APPLE_TOUCH_ICON, FAVICON, isSvgFile, OG_IMAGE, SVG_FAVICON } from '@/shared/site-image-files';
import { defaultSiteLanguage, siteLanguageOfPath } from '../site-languages';
import { jsonLdElement, textElement, voidElement } from './html-element';
import { ogLocale, pageVersions } from './page-versions';
import { feedPath, manifestPath } from './site-files';
import { head as ownerHead } from 'virtual:slot-head';

// The <head> of every page the build writes: what the page's route declares (its PageHead), and
// what every page of the site carries (the security policy, the link-preview image, the icons).

export interface HeadOptions {
  /** The prerendered page's path, for its canonical URL; null for the shell. */
  path: string | null;
  /** The posts of the build: with any in the page's language, the page links that language's feed. */
  posts: readonly PostSummary[];
  /** The page's language: a prerendered page's is its path's; the shell's is given (the default language otherwise). */
  language?: Language;
  /** Every prerendered path: with several languages, a page links each version of itself that exists. */
  prerendered?: readonly string[];
  /** false leaves out the policy's <meta>, for the dev server (its hot reload injects inline styles and scripts). */
  csp?: boolean;
}

/**
 * The <head> tags of a prerendered page (its route's head), or of the single-page shell (null). The
 * shell answers every path that is not prerendered (`/blog/<slug>`, unknown paths): no real page, so
 * search engines are told to leave it out, and it claims no page's description (a page that should
 * be found must be prerendered: a robots tag removed by script is too late for crawlers). The app
 * replaces its title with the page's own. Everything is in the page's language (its feed, its JSON
 * Resume, the owner's name); on a site of several languages a page also names its locale and links
 * each version of itself (hreflang), so search engines show readers the one in their language.
 */
export function headTags(
  page: PageHead | null,
  { path, posts, language: given, prerendered = [], csp = true }: HeadOptions,
): string {
  const language = given ?? (path === null ? defaultSiteLanguage : siteLanguageOfPath(path));
  const { profile } = language.words;
  const { logo } = defaultSiteLanguage.words.profile;
  const head: PageHead = page ?? { title: profile.name };
  const url = path === null ? undefined : siteUrl(path);
  // the page's own picture (a project's), else the language's own where the owner's words differ and its font draws
  // them, else the default language's; its alt says what it shows
  const preview = head.image ?? {
    url: siteUrl(`/${language.previewImage.file}`),
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: language.previewImage.alt,
  };
  const image = preview.url;
  const imageAlt = preview.alt;
  // with several languages: the page's versions (hreflang), and its locale among the others
  const versions = path === null ? [] : pageVersions(path, prerendered);
  const several = languages.length > 1;
  const otherLocales = versions
    .filter(({ hreflang }) => hreflang !== language.tag && hreflang !== 'x-default')
    .map(({ hreflang }) => ogLocale(hreflang));
  const { description } = head;
  const meta = (name: string, content: string | undefined) =>
    content !== undefined && voidElement('meta', { name, content });
  const property = (name: string, content: string | undefined) =>
    content !== undefined && voidElement('meta', { property: name, content });
  const tags = [
    // first, so the policy covers everything after it
    csp && voidElement('meta', { 'http-equiv': 'Content-Security-Policy', content: cspMetaValue() }),
    textElement('title', {}, head.title),
    meta('description', description),
    page === null && meta('robots', 'noindex'),
    meta('theme-color', pageColour),
    ...(head.names ?? []).map(([name, content]) => meta(name, content)),
    url && voidElement('link', { rel: 'canonical', href: url }),
    // a page of a list of posts: the pages before and after it
    head.listPages?.previous !== undefined &&
      voidElement('link', { rel: 'prev', href: siteUrl(head.listPages.previous) }),
    head.listPages?.next !== undefined && voidElement('link', { rel: 'next', href: siteUrl(head.listPages.next) }),
    ...versions.map(({ hreflang, path: version }) =>
      voidElement('link', { rel: 'alternate', hreflang, href: siteUrl(version) }),
    ),
    property('og:type', head.ogType ?? 'website'),
    property('og:site_name', profile.name),
    property('og:title', head.title),
    property('og:description', description),
    property('og:url', url),
    several && property('og:locale', ogLocale(language.tag)),
    ...otherLocales.map((locale) => property('og:locale:alternate', locale)),
    property('og:image', image),
    property('og:image:width', String(preview.width)),
    property('og:image:height', String(preview.height)),
    property('og:image:alt', imageAlt),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', head.title),
    meta('twitter:description', description),
    meta('twitter:image', image),
    meta('twitter:image:alt', imageAlt),
    // the pictures tooling/outputs/site-images.ts draws from the (default language's) content; the logo itself only
    // when it is an SVG
    logo && isSvgFile(logo) && voidElement('link', { rel: 'icon', href: sitePath(SVG_FAVICON), type: 'image/svg+xml' }),
    voidElement('link', {
      rel: 'icon',
      href: sitePath(FAVICON.file),
      type: 'image/png',
      sizes: `${FAVICON.size}x${FAVICON.size}`,
    }),
    voidElement('link', { rel: 'apple-touch-icon', href: sitePath(APPLE_TOUCH_ICON.file) }),
    voidElement('link', { rel: 'manifest', href: sitePath(manifestPath(language)) }),
    // the content in a standard form, for tools that read résumés (written by tooling/outputs/resume-files.ts)
    voidElement('link', {
      rel: 'alternate',
      type: 'application/json',
      title: language.texts.resumeOf(profile.name),
      href: siteUrl(`/${jsonResumeFile(language)}`),
    }),
    posts.some((post) => post.language === language.tag) &&
      voidElement('link', {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: blogTitle(language),
        href: siteUrl(feedPath(language)),
      }),
    ...(head.properties ?? []).map(([name, content]) => property(name, content)),
    ...(head.jsonLd ?? []).map(jsonLdElement),
    ...(head.stylesheets ?? []).map((href) => voidElement('link', { rel: 'stylesheet', href })),
    // what the owner's content/slots/head.ts adds to every page
    ...ownerHead.map(({ element, attributes }) => voidElement(element, attributes)),
  ];
  return tags.filter((tag): tag is string => typeof tag === 'string').join('\n    ');
}
