import { hasArchive, hasPosts, postShardCount } from 'virtual:posts-entry';
import { ARCHIVE_SLUG } from '@/shared/posts/list-pages';
import { postModuleId, postShard, postShardId } from '@/shared/posts/post-chunks';
import { postKey } from '@/shared/posts/post-summary';
import { hasProjectPages } from 'virtual:project-pages-entry';
import { hasNewsPage, hasTalksPage } from 'virtual:site';
import { homeHead } from '@/features/home/home-head';
import { HomePage } from '@/features/home/home-page';
import { loadPublicationsSection } from '@/features/home/publications-section';
import type { PageModule, PageParams, PageRoute } from '@/ui/page-route';

// No catch-all: an unknown path is a 404 that the router shows on its error screen
// (src/app/page-view.tsx). Each page declares its head with its module (src/ui/page-route.ts): the app
// titles the document from it, the prerender writes the whole <head> from it. Each language has the
// same pages: the default language at the site's root, every other under its folder (/pt-br,
// /pt-br/blog, /pt-br/blog/<slug>, and with posts /pt-br/blog/tags/<tag>, and the pages of a list
// longer than a page: /pt-br/blog/page/2, /pt-br/blog/tags/<tag>/page/2), and a project's page
// (/projects/<name>) where a project has a story. A path no route matches (/pt-br/nothing) gets the
// error screen in the path's language. A publication of publications.bib has its page too
// (/publications/<key>), and where news.ts or talks.ts holds more than the home page shows, every entry is on
// /news or /talks.

// the home page, where most visits start, is in the first chunk; the others are one chunk of their own
const homePage: PageModule = { Component: HomePage, head: homeHead, load: loadPublicationsSection };
const pages = () => import('./pages');
const chunk = 'src/app/pages.ts';
const listPages = () => import('@/features/home/list-pages');
const listPagesChunk = 'src/features/home/list-pages.tsx';

/**
 * What a post's page loads (post-loaders.ts), named for its prerendered page to preload: the blog's index, the shard
 * of it that holds the slug, and the post's module (its body is in the page's HTML). Only a post of the page's
 * language is prerendered, so its key is the language's.
 */
const postChunks = ({ slug }: PageParams, language: string): readonly string[] =>
  slug === undefined
    ? []
    : ['virtual:posts', postShardId(postShard(slug, postShardCount)), postModuleId(postKey({ slug, language }))];

export const routes: readonly PageRoute[] = [
  { path: '/', page: () => homePage },
  // placeholders on a site without posts
  { path: '/blog', page: async () => (await pages()).blogPage, chunk },
  {
    path: '/blog/:slug',
    page: async () => (await pages()).postPage,
    chunk,
    ...(hasPosts ? { dataChunks: postChunks } : {}),
  },
  // the pages after the first of a list of posts, and a tag's: a site without posts has no tag, and no list longer
  // than a page, so no such page (the address is a 404 as any unknown one)
  ...(hasPosts
    ? [
        { path: '/blog/page/:page', page: async () => (await pages()).blogPage, chunk },
        { path: '/blog/tags/:tag', page: async () => (await pages()).tagPage, chunk },
        { path: '/blog/tags/:tag/page/:page', page: async () => (await pages()).tagPage, chunk },
      ]
    : []),
  // every post by year, on a blog longer than a page
  ...(hasArchive ? [{ path: `/blog/${ARCHIVE_SLUG}`, page: async () => (await pages()).archivePage, chunk }] : []),
  // every news item, every talk, where news.ts, talks.ts hold more than the home page shows: a chunk of its own, which
  // a site whose lists fit on the home page does not build
  ...(__NEWS_PAGE__ && hasNewsPage
    ? [{ path: '/news', page: async () => (await listPages()).newsPage, chunk: listPagesChunk }]
    : []),
  ...(__TALKS_PAGE__ && hasTalksPage
    ? [{ path: '/talks', page: async () => (await listPages()).talksPage, chunk: listPagesChunk }]
    : []),
  // a project's page where a project has a story: without one, /projects/… is an address the site does not have
  ...(hasProjectPages ? [{ path: '/projects/:slug', page: async () => (await pages()).projectPage, chunk }] : []),
  // a publication's page on a site with publications.bib, in a chunk of its own: it shares the section's code, which
  // the other pages never load
  ...(__PUBLICATIONS__
    ? [
        {
          path: '/publications/:key',
          page: async () => (await import('@/features/publications/publication-page')).publicationPage,
          chunk: 'src/features/publications/publication-page.tsx',
          dataChunks: ({ key }: PageParams) => (key === undefined ? [] : [`virtual:publication/${key}`]),
        },
      ]
    : []),
];
