// A list of posts (the blog's, a tag's) is cut into pages of site.ts's `postsPerPage` posts, newest
// first: the first at the list's own address (/blog), each next at /blog/page/2, /blog/page/3, and a
// tag's at /blog/tags/<slug>/page/2. A blog kept for years stays as quick to open as a new one.

/**
 * The name of the blog's archive, /blog/archive: every post of a language by year, on a blog longer than a page. No
 * post may have it for a slug there.
 */
export const ARCHIVE_SLUG = 'archive';

/** How many posts a page of a list holds when site.ts does not say (`postsPerPage`). */
export const POSTS_PER_PAGE = 10;

/** How many pages a list of `count` posts fills: one at least (a list without posts is one page that says so). */
export const listPageCount = (count: number, perPage: number): number => Math.max(1, Math.ceil(count / perPage));

/** The posts on page `page` (from 1) of `posts`. */
export const listPagePosts = <T>(posts: readonly T[], page: number, perPage: number): readonly T[] =>
  posts.slice((page - 1) * perPage, page * perPage);

/** The path of page `page` of the list at `listPath`: the list's own for the first, "<listPath>/page/<page>" after. */
export const listPagePath = (listPath: string, page: number): string =>
  page === 1 ? listPath : `${listPath}/page/${page}`;

/**
 * The page a URL's parameter names: a whole number from 2 as written in the address ("2", not "02" or "1"),
 * or undefined for any other (the first page has no number: it is the list's own address).
 */
export function listPageNumber(param: string | undefined): number | undefined {
  return param !== undefined && /^[1-9][0-9]*$/.test(param) && param !== '1' ? Number(param) : undefined;
}
