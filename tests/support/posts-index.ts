import { postIndex, type PostEntry } from '../../src/shared/posts/post-index';
import { postShards } from '../../tooling/posts/post-modules';
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
 * The blog's index (virtual:posts) for unit tests that mock it: of `posts` (newest first), the shards of the posts as
 * the build cuts them (postShards), each with each of its posts' modules (their headings and stylesheets from their
 * bodies) and their bodies', from `bodies` (by postKey; an empty one without), each list page's module, `perPage` posts
 * to a page, and each language's archive.
 */
export function postsIndexOf(
  posts: readonly PostSummary[],
  bodies: Readonly<Record<string, () => Promise<PostBody>>> = {},
  perPage = 10,
) {
  const { entries, lists, archives } = postIndex(posts, perPage);
  const bodyOf = async (key: string): Promise<PostBody> => (await bodies[key]?.()) ?? { default: [] };
  const shardOf = (shard: readonly PostEntry[]) => ({
    posts: Object.fromEntries(
      shard.map(({ key, post, previous, next }) => [
        key,
        async () => {
          const { headings = [], stylesheets = [] } = await bodyOf(key);
          return { post, previous, next, headings, stylesheets };
        },
      ]),
    ),
    bodies: Object.fromEntries(shard.map(({ key }) => [key, async () => ({ default: (await bodyOf(key)).default })])),
  });
  return {
    shards: postShards(entries).map((shard) => async () => shardOf(shard)),
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
