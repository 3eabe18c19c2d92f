import { postIndex } from '../../src/shared/posts/post-index';
import type { PostSummary } from '../../src/shared/posts/post-summary';
import type { BodyPart } from '../../src/shared/posts/picture-html';
import type { ContentsHeading } from '../../src/shared/contents';

/** A post's body as its module gives it: its HTML in parts, its stylesheets, its headings. */
export interface PostBody {
  default: readonly BodyPart[];
  stylesheets?: readonly string[];
  headings?: readonly ContentsHeading[];
}

/**
 * The blog's index (virtual:posts) for unit tests that mock it: of `posts` (newest first), each post's module (its
 * headings and stylesheets from its body) and its body's, from `bodies` (by postKey; an empty one without), each list
 * page's module, `perPage` posts to a page, and each language's archive.
 */
export function postsIndexOf(
  posts: readonly PostSummary[],
  bodies: Readonly<Record<string, () => Promise<PostBody>>> = {},
  perPage = 10,
) {
  const { entries, lists, archives } = postIndex(posts, perPage);
  const bodyOf = async (key: string): Promise<PostBody> => (await bodies[key]?.()) ?? { default: [] };
  return {
    posts: Object.fromEntries(
      entries.map(({ key, post, previous, next }) => [
        key,
        async () => {
          const { headings = [], stylesheets = [] } = await bodyOf(key);
          return { post, previous, next, headings, stylesheets };
        },
      ]),
    ),
    bodies: Object.fromEntries(entries.map(({ key }) => [key, async () => ({ default: (await bodyOf(key)).default })])),
    archives: Object.fromEntries(
      [...archives].map(([language, archived]) => [language, async () => ({ posts: archived })]),
    ),
    lists: Object.fromEntries(
      [...lists].map(([list, pages]) => [
        list,
        pages.map(({ posts: listed, tag }) => async () => ({ posts: listed, tag })),
      ]),
    ),
  };
}
