import { StrictMode } from 'react';
import { posts } from 'virtual:posts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { site } from 'virtual:site';
import { AppShell } from './app/app-shell';
import { routes } from './app/routes';
import { postPath, tagPath } from './features/blog/blog-paths';
import { postTags } from '@/shared/posts/post-tags';
import { headTags as renderHeadTags } from '@/server/head/head-tags';
import { siteFiles as renderSiteFiles } from '@/server/head/site-files';
import { platformFiles as renderPlatformFiles } from '@/server/platform-files';
import { languageNotFoundPage, languageShell } from '@/shared/deploy-policy';
import { pageDocument } from '@/server/document';
import { clientRoutePaths, staticRoutePaths } from '@/server/route-paths';
import { languageOfPath, languageOfTag, languages } from './ui/language';
import { headOfMatches, type PageHead } from './ui/page-head';
import { allProjectPagePaths } from './ui/project-pages';
import { basePath, routerBasename, sitePath } from './ui/site-paths';

// The server side of the build (`vite build --ssr`), run by scripts/prerender.mjs: each page's HTML
// and head, and the files beside them.

/**
 * The paths prerendered to static HTML: the routes without parameters, a page per post, a page per
 * tag of the posts of each language, and a page per project story.
 */
export const prerenderedPaths: readonly string[] = [
  ...staticRoutePaths(routes),
  ...posts.map(postPath),
  ...postTags(posts).map(tagPath),
  ...allProjectPagePaths(),
];

/** A page's body as the browser's first render will produce it, and its head as its route declares it. */
export async function render(path: string): Promise<{ html: string; head: PageHead }> {
  const language = languageOfPath(path);
  const handler = createStaticHandler(routes, { basename: routerBasename() });
  const context = await handler.query(new Request(new URL(sitePath(path), 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} returned a redirect`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path} returned status ${context.statusCode}`);
  const head = headOfMatches(
    context.matches.map(({ route, params }) => ({ params, handle: route.handle, data: context.loaderData[route.id] })),
    language,
  );
  if (!head) throw new Error(`No route matched by ${path} declares its head (a handle with head)`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppShell>
        {/* hydrate={false}: no inline hydration-data script, so a strict CSP holds; the browser runs the loaders itself (app/hydration-data.ts) */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
  return { html, head };
}

/** A prerendered page's document: index.html's `template` with the page's language, head and body. */
export async function prerenderedPage(template: string, path: string): Promise<string> {
  const { html, head } = await render(path);
  return pageDocument(template, {
    language: languageOfPath(path),
    head: headTags(head, path),
    body: html,
    prerendered: path,
  });
}

/**
 * The single-page shells, one per language, each with the files it is written to: its spa.html and
 * its 404.html (the default language's at the site's root, for hosts without rewrites; another's in
 * its folder, for hosts that serve the nearest 404.html).
 */
export const shellPages = (template: string): readonly { files: readonly string[]; html: string }[] =>
  languages.map((language) => ({
    files: [languageShell(language.prefix), languageNotFoundPage(language.prefix)],
    html: pageDocument(template, { language, head: headTags(null, null, language.tag), body: '', prerendered: null }),
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
    ...(path === null && tag !== undefined && { language: languageOfTag(tag) }),
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
