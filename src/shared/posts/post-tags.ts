import type { PostSummary } from './post-summary';

// A tag of the posts is a page of the blog, /blog/tags/<slug> (and /pt-br/blog/tags/<slug> for the
// posts of another language): its slug is the tag as written, in lower case, its spaces (and what an
// address cannot hold) hyphens, its letters in any script kept (the browser percent-encodes them in
// the address bar and the requests). Tags that give the same slug ("Machine Learning",
// "machine-learning") are one tag.

/**
 * What a slug may hold: letters and digits of any script (with their combining marks), "-", "_", "."
 * and "+". Nothing that ends or splits a path ("/", "?", "#", "%"), that a host's rules read as syntax
 * (":" and "*" in _redirects), that a file name cannot hold on Windows, or that HTML and XML escape.
 */
const NOT_IN_A_SLUG = /[^\p{L}\p{M}\p{N}_+.-]+/gu;

/**
 * A tag's slug: Unicode NFC (a letter typed composed or decomposed is one letter), trimmed, in lower
 * case (without a locale: the same slug on every machine that builds the site), each run of spaces
 * and of characters an address cannot hold one hyphen, without a hyphen or a dot at either end (a
 * folder ".net" is hidden, and Windows drops a name's last dot): "Machine Learning" →
 * "machine-learning", "機械学習" → "機械学習", "AI/ML" → "ai-ml", ".NET" → "net", "C#" → "c".
 */
export const tagSlug = (tag: string): string =>
  tag
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, '-')
    .replace(NOT_IN_A_SLUG, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');

/** Why `tag` has no page (none of its characters is a letter or a digit: "#"), or undefined when it has one. */
export function tagSlugProblem(tag: string): string | undefined {
  return tagSlug(tag) === '' ? 'it has no letter or digit' : undefined;
}

/** A tag of the posts of one language: its page's slug, the name it shows, and its posts, newest first. */
export interface PostTag {
  slug: string;
  /** The spelling most of its posts use; between equals, the newest post's. */
  name: string;
  /** The posts' language, a tag of site.ts. */
  language: string;
  posts: readonly PostSummary[];
}

/**
 * The tags of `posts` (newest first, as the build reads them), one per language and slug, in
 * the order of their slugs. A post that names one tag twice ("ML", "ml") is listed once under it.
 */
export function postTags(posts: readonly PostSummary[]): PostTag[] {
  const found = new Map<string, { slug: string; language: string; posts: PostSummary[]; spellings: string[] }>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const spelling of post.tags) {
      const slug = tagSlug(spelling);
      if (seen.has(slug)) continue;
      seen.add(slug);
      const key = `${post.language}/${slug}`;
      const tag = found.get(key) ?? { slug, language: post.language, posts: [], spellings: [] };
      found.set(key, tag);
      tag.posts.push(post);
      tag.spellings.push(spelling.trim());
    }
  }
  return [...found.values()]
    .map(({ slug, language, posts: tagged, spellings }) => ({
      slug,
      name: mostUsed(spellings),
      language,
      posts: tagged,
    }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : a.language < b.language ? -1 : 1));
}

/** The spelling written most often; between equals, the first (the newest post's). */
function mostUsed(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  let best = spellings[0] ?? '';
  for (const [spelling, count] of counts) if (count > (counts.get(best) ?? 0)) best = spelling;
  return best;
}
