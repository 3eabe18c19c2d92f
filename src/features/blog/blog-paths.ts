import { pageTitle } from '@/shared/page-title';
import type { PostSummary } from '@/shared/posts/post-summary';

/** The blog's document title: its page's, and its feed's. */
export const BLOG_TITLE = pageTitle('Tech Blog');

/** A post's path inside the site. */
export const postPath = (post: Pick<PostSummary, 'slug'>) => `/blog/${post.slug}`;
