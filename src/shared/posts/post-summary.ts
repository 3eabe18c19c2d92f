/** What the blog list and a post's page show about a post (the body is loaded with the post's page). */
export interface PostSummary {
  /** The file name without `.md`: the post is at /blog/<slug>. */
  slug: string;
  title: string;
  /** YYYY-MM-DD, as written in the front matter. */
  date: string;
  /** The date as shown on the page, such as "March 4, 2025" (formatted at build time, so server and browser agree). */
  dateText: string;
  summary: string;
  tags: readonly string[];
  readingMinutes: number;
  /** Drafts exist only in `npm run dev`. */
  draft: boolean;
}
