import { importPosts } from 'virtual:posts-entry';
import type { ContentsHeading } from '@/shared/contents';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { type PostTag, postTags, tagSlug } from '@/shared/posts/post-tags';
import { listPageCount, listPageNumber, listPagePosts } from '@/shared/posts/list-pages';
import { defaultLanguage, languagePath } from '@/ui/language';
import { ChunkLoadError, PageNotFound, PageRedirect, type PageParams, type PageRequest } from '@/ui/page-route';
import { tagPath } from './blog-paths';
import { loadStylesheets } from '@/ui/page-stylesheets';
import { bodyHtml } from '@/shared/posts/picture-html';

// The blog's data comes in chunks of its own (the list, then one chunk per post body), loaded by the
// pages' `load` (blog-pages.tsx), so the home page's JavaScript stays the same whatever the posts.

/** A page of a list of posts: its posts, its number (from 1) and how many pages the list has. */
export interface ListPage {
  posts: readonly PostSummary[];
  page: number;
  pageCount: number;
}

export type PostListData = ListPage;

/**
 * A post and its HTML, with the stylesheets only it needs (math, a notebook), which its head links, its
 * headings (its contents), and the posts of its language written just before and after it.
 */
export type PostData =
  | {
      post: PostSummary;
      html: string;
      stylesheets: readonly string[];
      headings: readonly ContentsHeading[];
      previous: PostSummary | null;
      next: PostSummary | null;
    }
  | { post: null };

/** A tag's page: the tag, with all its posts of the page's language, newest first, and the page's posts. */
export interface TagData extends ListPage {
  tag: PostTag;
}

async function chunk<T>(load: (() => Promise<T>) | undefined): Promise<T> {
  if (!load) throw new Error('The site has no posts (the blog routes load none then)');
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError('A part of the blog', error);
  }
}

/**
 * The page of `posts` the URL names (`page`: none for the first), or a 404 for a number not written as the site
 * writes it. "/page/1", and a page past the last (the language switcher's link from a page another language's longer
 * list has, an address kept from when the list was longer), lead to the list's own address (`listPath`, inside the
 * site).
 */
function listPage(posts: readonly PostSummary[], perPage: number, { page: param }: PageParams, listPath: string) {
  const pageCount = listPageCount(posts.length, perPage);
  if (param === '1') throw new PageRedirect(listPath);
  const page = param === undefined ? 1 : listPageNumber(param);
  if (page === undefined) throw new PageNotFound();
  if (page > pageCount) throw new PageRedirect(listPath);
  return { posts: listPagePosts(posts, page, perPage), page, pageCount };
}

/**
 * A page of the posts written in the page's language (a post without a translation is listed only in its own
 * language).
 */
export async function loadPostList(request: PageRequest): Promise<PostListData> {
  const { posts, postsPerPage } = await chunk(importPosts);
  const own = posts.filter((post) => post.language === request.language.tag);
  return listPage(own, postsPerPage, request.params, languagePath(request.language, '/blog'));
}

/**
 * The posts of `language` around `post` in time, among `posts` (newest first): the one written just
 * before it (`previous`) and just after it (`next`), null at either end.
 */
export function neighbours(
  posts: readonly PostSummary[],
  post: PostSummary,
): { previous: PostSummary | null; next: PostSummary | null } {
  const own = posts.filter((candidate) => candidate.language === post.language);
  const index = own.indexOf(post);
  return { previous: own[index + 1] ?? null, next: index > 0 ? (own[index - 1] ?? null) : null };
}

/**
 * A page of the tag of the URL among the posts of the page's language. A tag none of them has (an address typed, or
 * the language switcher's link from a tag only another language has) leads to the language's blog.
 */
export async function loadTag({ params, language }: PageRequest): Promise<TagData> {
  const { posts, postsPerPage } = await chunk(importPosts);
  const slug = tagSlug(params.tag ?? '');
  const tag = postTags(posts.filter((post) => post.language === language.tag)).find(
    (candidate) => candidate.slug === slug,
  );
  if (!tag) throw new PageRedirect(languagePath(language, '/blog'));
  return { tag, ...listPage(tag.posts, postsPerPage, params, tagPath(tag)) };
}

/**
 * The post named by the URL, with its HTML: in the page's language, else (a post not translated into it: the
 * language switcher's link from the post, an address typed) in the default language, else in the one it is written
 * in, as a project's story is shown; `post: null` when no post has that slug (the placeholder shows).
 */
export async function loadPost({ params, language }: PageRequest): Promise<PostData> {
  const { posts, bodies } = await chunk(importPosts);
  const named = posts.filter((candidate) => candidate.slug === params.slug);
  const post =
    named.find((candidate) => candidate.language === language.tag) ??
    named.find((candidate) => candidate.language === defaultLanguage.tag) ??
    named[0];
  const body = post && bodies[postKey(post)];
  if (!post || !body) return { post: null };
  const { default: parts, stylesheets = [], headings = [] } = await chunk(body);
  const html = bodyHtml(parts);
  await loadStylesheets(stylesheets);
  return { post, html, stylesheets, headings, ...neighbours(posts, post) };
}
