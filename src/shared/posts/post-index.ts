import { listPageCount, listPagePosts } from './list-pages.ts';
import { postKey, type PostSummary } from './post-summary.ts';
import { type PostTag, postTags } from './post-tags.ts';

// What the blog's pages load, cut so that each loads its own part: a post's page its post and the two
// around it, a page of a list its posts. The build writes each part as a module of its own
// (tooling/posts/post-modules.ts), so what a visit loads grows with a page, not with the blog.

/** A tag as its page shows it: its posts are loaded page by page, so it says how many there are. */
export type ListedTag = Omit<PostTag, 'posts'> & { count: number };

/** A post with what its page shows beside it: the posts of its language written just before and after it. */
export interface PostEntry {
  /** Its key among the posts (postKey: "en/my-post"). */
  key: string;
  post: PostSummary;
  previous: PostSummary | null;
  next: PostSummary | null;
}

/** A page of a list of posts: the blog of a language, or a tag's. */
export interface ListPageEntry {
  /** Its list's key: the language's tag ("en") for its blog, "<language>/tags/<slug>" for a tag's. */
  list: string;
  /** Its number in the list, from 1. */
  page: number;
  posts: readonly PostSummary[];
  /** The tag of a tag's list; null for a blog's. */
  tag: ListedTag | null;
}

/** A post as the blog's archive lists it: its title and date. */
export type ArchivedPost = Pick<PostSummary, 'slug' | 'language' | 'title' | 'titleBreaks' | 'date' | 'dateText'>;

/** The key of a tag's list among the lists of posts: "en/tags/edge". */
export const tagListKey = (language: string, slug: string): string => `${language}/tags/${slug}`;

/**
 * The parts of the blog `posts` (newest first) make, `perPage` posts to a page of a list: each post, in the order
 * given, with the posts of its language written just before it (`previous`) and just after it (`next`), null at
 * either end; each list's pages, by list key: each language's blog that has a post, then each tag's (postTags'
 * order); and each language's archive: its posts' titles and dates, newest first.
 */
export function postIndex(
  posts: readonly PostSummary[],
  perPage: number,
): { entries: PostEntry[]; lists: Map<string, ListPageEntry[]>; archives: Map<string, ArchivedPost[]> } {
  const byLanguage = new Map<string, PostSummary[]>();
  const place = new Map<PostSummary, number>();
  for (const post of posts) {
    const own = byLanguage.get(post.language) ?? [];
    place.set(post, own.length);
    own.push(post);
    byLanguage.set(post.language, own);
  }
  const entries = posts.map((post) => {
    const own = byLanguage.get(post.language) ?? [];
    const index = place.get(post) ?? 0;
    return { key: postKey(post), post, previous: own[index + 1] ?? null, next: own[index - 1] ?? null };
  });
  const pagesOf = (list: string, listed: readonly PostSummary[], tag: ListedTag | null): ListPageEntry[] =>
    Array.from({ length: listPageCount(listed.length, perPage) }, (_, index) => ({
      list,
      page: index + 1,
      posts: listPagePosts(listed, index + 1, perPage),
      tag,
    }));
  const lists = new Map<string, ListPageEntry[]>();
  for (const [language, own] of byLanguage) lists.set(language, pagesOf(language, own, null));
  for (const { posts: tagged, ...tag } of postTags(posts)) {
    const list = tagListKey(tag.language, tag.slug);
    lists.set(list, pagesOf(list, tagged, { ...tag, count: tagged.length }));
  }
  const archives = new Map(
    [...byLanguage].map(([language, own]) => [
      language,
      own.map(({ slug, title, titleBreaks, date, dateText }) => ({
        slug,
        language,
        title,
        ...(titleBreaks && { titleBreaks }),
        date,
        dateText,
      })),
    ]),
  );
  return { entries, lists, archives };
}
