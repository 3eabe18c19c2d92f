import type { LoaderFunctionArgs } from 'react-router-dom';
import { importPosts } from 'virtual:posts-entry';
import { postKey, type PostSummary } from '@/shared/posts/post-summary';
import { loadStylesheets } from '@/ui/page-stylesheets';

// The blog's data comes in chunks of its own (the list, then one chunk per post body), loaded by the
// routes' loaders, so the home page's JavaScript stays the same whatever the posts.

export interface PostListData {
  posts: readonly PostSummary[];
}

/** A post and its HTML, with the stylesheets only it needs (math, a notebook), which its head links. */
export type PostData = { post: PostSummary; html: string; stylesheets: readonly string[] } | { post: null };

/** A chunk of the blog that did not arrive (a redeploy replaced it, or the network failed). */
export class BlogChunkError extends Error {
  constructor(cause: unknown) {
    super('A part of the blog could not be loaded', { cause });
    this.name = 'BlogChunkError';
  }
}

async function chunk<T>(load: (() => Promise<T>) | undefined): Promise<T> {
  if (!load) throw new Error('The site has no posts (the blog routes load none then)');
  try {
    return await load();
  } catch (error) {
    throw new BlogChunkError(error);
  }
}

/** The posts written in `language` (a post without a translation is listed only in its own language). */
export const postListLoader = (language: string) => async (): Promise<PostListData> => {
  const { posts } = await chunk(importPosts);
  return { posts: posts.filter((post) => post.language === language) };
};

/**
 * The post in `language` named by the URL, with its HTML; `post: null` when it has no post of that slug (the
 * placeholder shows).
 */
export const postLoader =
  (language: string) =>
  async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<PostData> => {
    const { posts, bodies } = await chunk(importPosts);
    const post = posts.find((candidate) => candidate.slug === params.slug && candidate.language === language);
    const body = post && bodies[postKey(post)];
    if (!post || !body) return { post: null };
    const { default: html, stylesheets = [] } = await chunk(body);
    await loadStylesheets(stylesheets);
    return { post, html, stylesheets };
  };
