/** What the blog list and a post's page show about a post (the body is loaded with the post's page). */
export interface PostSummary {
  /**
   * The file name without `.md` (and without its language): the post is at /blog/<slug>, or /<language>/blog/<slug>.
   */
  slug: string;
  /**
   * The language it is written in, a tag of site.ts: `<slug>.md` is in the default language, `<slug>.pt-br.md` in
   * pt-BR.
   */
  language: string;
  title: string;
  /**
   * Where the title may break, between its phrases, where it is in Japanese or Chinese (tooling/i18n/phrases.ts): the
   * offset of each phrase but the first. The page breaks its lines only there.
   */
  titleBreaks?: readonly number[];
  /** YYYY-MM-DD, as written in the front matter. */
  date: string;
  /**
   * The date as shown on the page in the post's language, such as "March 4, 2025" (formatted at build time, so server
   * and browser agree).
   */
  dateText: string;
  summary: string;
  tags: readonly string[];
  readingMinutes: number;
  /** Drafts exist only in `npm run dev`. */
  draft: boolean;
}

/** A post's key among the posts of the blog's index (its shards: virtual:posts/shard-<n>): its language and its slug ("en/my-post", "pt-BR/my-post"). */
export const postKey = (post: Pick<PostSummary, 'slug' | 'language'>): string => `${post.language}/${post.slug}`;
