import type { Site } from '../../src/shared/content/schema.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { postsFolder, readPosts } from '../posts/read-posts.ts';

/**
 * Whether the site gets a search: only when it has pages beyond the home page to search, a post (a
 * draft counts in `npm run dev`, which shows drafts). The home page alone is one page, which the
 * browser's own find covers: such a site has no search button and no byte of its code.
 * A project's own page, once the site has them, is such a page too.
 */
export function hasSearch({ root, site, drafts }: { root: string; site: Pick<Site, 'languages'>; drafts: boolean }) {
  const { posts } = readPosts(postsFolder(root), root, siteLanguages(site));
  return posts.some((post) => drafts || !post.draft);
}
