import { importPosts } from 'virtual:posts-entry';
import type * as ListPageModule from 'virtual:post-list/en/page-1';
import type { ContentsHeading } from '@/shared/contents';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { tagSlug } from '@/shared/posts/post-tags';
import { type ArchivedPost, type ListedTag, tagListKey } from '@/shared/posts/post-index';
import { listPageNumber } from '@/shared/posts/list-pages';
import { defaultLanguage, languagePath } from '@/ui/language';
import { ChunkLoadError, PageNotFound, PageRedirect, type PageParams, type PageRequest } from '@/ui/page-route';
import { tagPath } from './blog-paths';
import { loadStylesheets } from '@/ui/page-stylesheets';
import { bodyHtml } from '@/shared/posts/picture-html';
import { postShard } from '@/shared/posts/post-chunks';

// The blog's data comes in chunks of its own (its index, then one chunk per page of a list, or a post's shard of the
// index and one chunk per post: src/shared/posts/post-index.ts, post-chunks.ts), loaded by the pages' `load`
// (blog-pages.tsx), so the home page's JavaScript stays the same whatever the posts, and a page of the blog loads its
// own part of it.

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
      /** Its key (postKey), which its body's element carries (POST_BODY_ATTRIBUTE). */
      key: string;
      post: PostSummary;
      html: string;
      stylesheets: readonly string[];
      headings: readonly ContentsHeading[];
      previous: PostSummary | null;
      next: PostSummary | null;
    }
  | { post: null };

/** A page of a tag's list: the tag (how many posts of the page's language it has), and the page's posts. */
export interface TagData extends ListPage {
  tag: ListedTag;
}

/** The blog's archive: every post of the page's language, newest first, by title and date. */
export interface ArchiveData {
  posts: readonly ArchivedPost[];
}

/** The attribute of a post's body's element (post-article.tsx), naming the post by its key: data-post-body="en/my-post". */
const POST_BODY_ATTRIBUTE = 'data-post-body';

async function chunk<T>(load: (() => Promise<T>) | undefined): Promise<T> {
  if (!load) throw new Error('The site has no posts (the blog routes load none then)');
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError('A part of the blog', error);
  }
}

/**
 * The page the URL names (`page`: none for the first) of a list (`pages`, its pages' modules), or a 404 for a number
 * not written as the site writes it. "/page/1", and a page past the last (the language switcher's link from a page
 * another language's longer list has, an address kept from when the list was longer), lead to the list's own address
 * (`listPath`, inside the site).
 */
async function listPage(
  pages: readonly (() => Promise<typeof ListPageModule>)[],
  { page: param }: PageParams,
  listPath: string,
) {
  const pageCount = Math.max(1, pages.length);
  if (param === '1') throw new PageRedirect(listPath);
  const page = param === undefined ? 1 : listPageNumber(param);
  if (page === undefined) throw new PageNotFound();
  if (page > pageCount) throw new PageRedirect(listPath);
  const load = pages[page - 1];
  // a language without posts: its blog's one page lists none
  const { posts, tag } = load ? await chunk(load) : { posts: [], tag: null };
  return { posts, tag, page, pageCount };
}

/**
 * A page of the posts written in the page's language (a post without a translation is listed only in its own
 * language).
 */
export async function loadPostList({ params, language }: PageRequest): Promise<PostListData> {
  const { lists } = await chunk(importPosts);
  const { posts, page, pageCount } = await listPage(lists[language.tag] ?? [], params, languagePath(language, '/blog'));
  return { posts, page, pageCount };
}

/** The archive of the page's language: none of a language without posts, whose archive lists none, as its blog. */
export async function loadArchive({ language }: PageRequest): Promise<ArchiveData> {
  const { archives } = await chunk(importPosts);
  const archive = archives[language.tag];
  return archive ? { posts: (await chunk(archive)).posts } : { posts: [] };
}

/**
 * A page of the tag of the URL among the posts of the page's language. A tag none of them has (an address typed, or
 * the language switcher's link from a tag only another language has) leads to the language's blog.
 */
export async function loadTag({ params, language }: PageRequest): Promise<TagData> {
  const { lists } = await chunk(importPosts);
  const slug = tagSlug(params.tag ?? '');
  const pages = lists[tagListKey(language.tag, slug)];
  const blog = languagePath(language, '/blog');
  if (!pages) throw new PageRedirect(blog);
  const { tag, ...list } = await listPage(pages, params, tagPath({ slug, language: language.tag }));
  if (!tag) throw new PageRedirect(blog);
  return { tag, ...list };
}

/**
 * The HTML of the post `key` as the page shows it already: the prerendered page's, before it hydrates (or the page
 * showing that post), so a post is not sent twice, as HTML and as the JavaScript that would render it again.
 */
function shownBody(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[${POST_BODY_ATTRIBUTE}="${CSS.escape(key)}"]`)?.innerHTML;
}

/**
 * The post named by the URL, with its HTML: in the page's language, else (a post not translated into it: the
 * language switcher's link from the post, an address typed) in the default language, else in the one it is written
 * in (the newest), as a project's story is shown; `post: null` when no post has that slug (the placeholder shows).
 * Every language of a slug is in one shard of the index (src/shared/posts/post-chunks.ts), which alone is loaded.
 * Its body is loaded beside it, unless the page shows it already (shownBody).
 */
export async function loadPost({ params, language }: PageRequest): Promise<PostData> {
  const { shards } = await chunk(importPosts);
  const slug = params.slug ?? '';
  const { posts, bodies } = await chunk(shards[postShard(slug, shards.length)]);
  const key =
    [language.tag, defaultLanguage.tag].map((tag) => postKey({ slug, language: tag })).find((own) => own in posts) ??
    Object.keys(posts).find((any) => any.slice(any.indexOf('/') + 1) === slug);
  const load = key === undefined ? undefined : posts[key];
  if (key === undefined || !load) return { post: null };
  const shown = shownBody(key);
  const [{ stylesheets, headings, post, previous, next }, html] = await Promise.all([
    chunk(load),
    shown ?? chunk(bodies[key]).then(({ default: parts }) => bodyHtml(parts)),
  ]);
  await loadStylesheets(stylesheets);
  return { key, post, html, stylesheets, headings, previous, next };
}
