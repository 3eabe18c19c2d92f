// Which chunk holds what of a post, read by the build that writes the chunks (tooling/posts/post-modules.ts) and by
// the browser and the prerender that look a post up in them (src/features/blog/): both must cut alike.
//
// The blog's index would grow by a line per post, and every page of the blog loads it first; so the posts' part of
// it is cut into shards, each post in the shard of its slug (not of its key: every language of a post is in the same
// shard, and a page that falls back to another language's post looks in that shard alone).

/** The id of a post's module, by its key (postKey: "en/my-post"): its chunk is <slug>-<hash>.js. */
export const postModuleId = (key: string): string => `virtual:post/${key}`;

/** The id of the shard `index` of the posts (its posts' modules and bodies, by key): its chunk is shard-3-<hash>.js. */
export const postShardId = (index: number): string => `virtual:posts/shard-${index}`;

/**
 * How many shards the posts of `slugs` distinct slugs are cut into: the square root's ceiling, so that a shard and
 * the index that lists the shards grow alike (about 45 of each at 2,000 posts); 1 for a single post, none without.
 */
export const postShardCount = (slugs: number): number => Math.ceil(Math.sqrt(slugs));

/** FNV-1a (32 bits) of the text's UTF-8 bytes: the same number in Node and in every browser, whatever the script. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

/** The shard, among `count`, of the posts of this slug. */
export const postShard = (slug: string, count: number): number => fnv1a(slug) % count;
