// The modules tooling/plugins/posts.ts serves.

/**
 * Whether the site has a post to show (the built site: published posts; `npm run dev`: drafts too),
 * and, when it has, how to load them (a chunk of its own).
 */
declare module 'virtual:posts-entry' {
  import type * as Posts from 'virtual:posts';
  export const hasPosts: boolean;
  export const importPosts: (() => Promise<typeof Posts>) | undefined;
}

/** The posts, newest first, and each post's body as a module of its own (loaded with the post's page). */
declare module 'virtual:posts' {
  import type { ContentsHeading } from '@/shared/contents';
  import type { PostSummary } from '@/shared/posts/post-summary';
  export const posts: readonly PostSummary[];
  /**
   * A post's HTML, the URLs of the stylesheets only it needs (a post with math, a notebook), and its headings of level 2
   * and 3.
   */
  export const bodies: Readonly<
    Record<
      string,
      () => Promise<{ default: string; stylesheets?: readonly string[]; headings?: readonly ContentsHeading[] }>
    >
  >;
}
