import { StrictMode } from 'react';
import { posts, postsPerPage } from 'virtual:post-summaries';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { site } from 'virtual:site';
import { AppShell } from './app/app-shell';
import { loadPage, matchPage, pathInsideSite } from './app/page-load';
import { PageView } from './app/page-view';
import { routes } from './app/routes';
import { postPath, tagPath } from './features/blog/blog-paths';
import { postTags } from '@/shared/posts/post-tags';
import { listPageCount, listPagePath } from '@/shared/posts/list-pages';
import { headTags as renderHeadTags } from '@/server/head/head-tags';
import { siteFiles as renderSiteFiles } from '@/server/head/site-files';
import { platformFiles as renderPlatformFiles } from '@/server/platform-files';
import { languageNotFoundPage, languageShell } from '@/shared/deploy-policy';
import { pageDocument } from '@/server/document';
import { voidElement } from '@/server/head/html-element';
import { languageModule } from '@/shared/i18n/language-module';
import { clientRoutePaths, staticRoutePaths } from '@/server/route-paths';
import { siteLanguageOfTag } from '@/server/site-languages';
import { languageOfPath, languagePath, languages } from './ui/language';
import type { PageHead } from './ui/page-head';
import { allProjectPagePaths } from './ui/project-pages';
import { publicationPagePath } from './ui/publication/publication-pages';
import { publications } from 'virtual:publications-data';
import { basePath, routerBasename, sitePath } from './ui/site-paths';

// The server side of the build (`vite build --ssr`), run by scripts/prerender.mjs: each page's HTML
// and head, and the files beside them.

/**
 * The pages after the first of a list of `count` posts at `listPath` (site.ts's `postsPerPage` to a page):
 * "/blog/page/2" and on.
 */
const laterListPages = (listPath: string, count: number): string[] =>
  Array.from({ length: listPageCount(count, postsPerPage) - 1 }, (_, index) => listPagePath(listPath, index + 2));

/**
 * The paths prerendered to static HTML: the routes without parameters, a page per post, a page per
 * tag of the posts of each language, the pages after the first of the blog and of a tag, a page per project story
 * and a page per publication, in each language.
 */
export const prerenderedPaths: readonly string[] = [
  ...staticRoutePaths(routes),
  ...posts.map(postPath),
  ...postTags(posts).map(tagPath),
  ...languages.flatMap((language) =>
    laterListPages(languagePath(language, '/blog'), posts.filter((post) => post.language === language.tag).length),
  ),
  ...postTags(posts).flatMap((tag) => laterListPages(tagPath(tag), tag.posts.length)),
  ...allProjectPagePaths(),
  ...languages.flatMap((language) => publications.map(({ key }) => publicationPagePath(language, key))),
];

/** A page's body as the browser's first render will produce it, and its head as its route declares it. */
export async function render(path: string): Promise<{ html: string; head: PageHead }> {
  // the page's address as the browser has it, percent-encoded (a tag's page: /blog/tags/%E6%A9%9F…); the browser
  // loads the page the same way before it hydrates it (src/app/site-router.tsx), so its first render is this one
  const basename = routerBasename();
  const location = new URL(sitePath(path), 'http://prerender.local').pathname;
  const page = await loadPage(routes, pathInsideSite(location, basename) ?? path);
  if (page.status === 'redirect') throw new Error(`Prerendering ${path} redirected to ${page.to}`);
  if (page.status !== 'shown') throw new Error(`Prerendering ${path} failed`, { cause: page.error });
  const html = renderToString(
    <StrictMode>
      <AppShell>
        {/* no inline data script, so a strict CSP holds: the browser loads the page itself before it hydrates */}
        <StaticRouter basename={basename} location={location}>
          <PageView page={page} />
        </StaticRouter>
      </AppShell>
    </StrictMode>,
  );
  return { html, head: page.module.head(page) };
}

/**
 * The built files of a module loaded beside the entry (scripts/initial-chunks.mjs reads them from the client build's
 * manifest): none for a module in the entry's own chunks.
 */
type ModuleFiles = (id: string) => readonly string[];

/**
 * The modulepreload links of the chunks a page loads before it hydrates, besides the entry: its language's (none on a
 * site of one language, whose language is in the entry's chunk), its route's (none for the home page, which is in
 * the entry's) and its data's (a publication's; a post's, its shard of the blog's index and the index), so the browser
 * fetches them beside the entry rather than after it.
 */
function preloads(path: string | null, tag: string, moduleFiles: ModuleFiles): string[] {
  const match = path === null ? undefined : matchPage(routes, path);
  const chunk = match?.route.chunk;
  const data = match?.route.dataChunks?.(match.params, tag) ?? [];
  const files = [languageModule(tag), ...(chunk ? [chunk] : []), ...data].flatMap(moduleFiles);
  return [...new Set(files)].map((file) =>
    voidElement('link', { rel: 'modulepreload', crossorigin: '', href: sitePath(`/${file}`) }),
  );
}

/** A prerendered page's document: index.html's `template` with the page's language, head and body. */
export async function prerenderedPage(template: string, path: string, moduleFiles: ModuleFiles): Promise<string> {
  const { html, head } = await render(path);
  const language = languageOfPath(path);
  return pageDocument(template, {
    language,
    head: [headTags(head, path), ...preloads(path, language.tag, moduleFiles)].join('\n    '),
    body: html,
    prerendered: path,
  });
}

/**
 * The single-page shells, one per language, each with the files it is written to: its spa.html and
 * its 404.html (the default language's at the site's root, for hosts without rewrites; another's in
 * its folder, for hosts that serve the nearest 404.html).
 */
export const shellPages = (
  template: string,
  moduleFiles: ModuleFiles,
): readonly { files: readonly string[]; html: string }[] =>
  languages.map((language) => ({
    files: [languageShell(language.prefix), languageNotFoundPage(language.prefix)],
    html: pageDocument(template, {
      language,
      head: [headTags(null, null, language.tag), ...preloads(null, language.tag, moduleFiles)].join('\n    '),
      body: '',
      prerendered: null,
    }),
  }));

/**
 * The <head> tags of a prerendered page, or of the single-page shell (path null) of the language `tag` (the default one
 * without).
 */
export const headTags = (head: PageHead | null, path: string | null, tag?: string): string =>
  renderHeadTags(head, {
    path,
    posts,
    prerendered: prerenderedPaths,
    ...(path === null && tag !== undefined && { language: siteLanguageOfTag(tag) }),
  });

/** sitemap.xml, robots.txt, site.webmanifest, a feed per language with posts. */
export const siteFiles = (): Record<string, string> => renderSiteFiles(prerenderedPaths, posts);

/** _headers, _redirects and .nojekyll for this build's base path (see src/server/platform-files.ts). */
export const platformFiles = (): Record<string, string> =>
  renderPlatformFiles(
    basePath(),
    site.hsts,
    clientRoutePaths(routes, prerenderedPaths),
    prerenderedPaths,
    languages.map(({ prefix }) => prefix),
  );
