import { importPosts } from 'virtual:posts-entry';
import type { ContentsHeading } from '@/shared/contents';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { type PostTag, postTags, tagSlug } from '@/shared/posts/post-tags';
import { defaultLanguage, languagePath } from '@/ui/language';
import { ChunkLoadError, PageRedirect, type PageRequest } from '@/ui/page-route';
import { loadStylesheets } from '@/ui/page-stylesheets';
import { bodyHtml } from '@/shared/posts/picture-html';

// The blog's data comes in chunks of its own (the list, then one chunk per post body), loaded by the
// pages' `load` (blog-pages.tsx), so the home page's JavaScript stays the same whatever the posts.

export interface PostListData {
  posts: readonly PostSummary[];
}

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

/** A tag's page: the tag, with its posts of the page's language, newest first. */
export interface TagData {
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

/** The posts written in the page's language (a post without a translation is listed only in its own language). */
export async function loadPostList({ language }: Pick<PageRequest, 'language'>): Promise<PostListData> {
  const { posts } = await chunk(importPosts);
  return { posts: posts.filter((post) => post.language === language.tag) };
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
 * The tag of the URL among the posts of the page's language. A tag none of them has (an address typed, or the
 * language switcher's link from a tag only another language has) leads to the language's blog.
 */
export async function loadTag({ params, language }: PageRequest): Promise<TagData> {
  const { posts } = await chunk(importPosts);
  const slug = tagSlug(params.tag ?? '');
  const tag = postTags(posts.filter((post) => post.language === language.tag)).find(
    (candidate) => candidate.slug === slug,
  );
  if (!tag) throw new PageRedirect(languagePath(language, '/blog'));
  return { tag };
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
