import type { PostSummary } from '../../src/shared/posts/post-summary.ts';
import { postsFolder, readPosts } from './read-posts.ts';

let published: readonly PostSummary[] | undefined;

/** The built site's posts, newest first (drafts never: they exist in `npm run dev` only). */
export function publishedPosts(): readonly PostSummary[] {
  published ??= readPosts(postsFolder(process.cwd()), process.cwd()).posts.filter((post) => !post.draft);
  return published;
}
