import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../src/shared/content/schema.ts';
import { contentFolder, packageRoot, siteRoot } from '../content/folder.mjs';
import { siteLanguages } from '../i18n/site-languages.ts';
import { postsFolder, readPosts } from '../posts/read-posts.ts';
import { PROJECTS_FOLDER } from '../projects/project-bodies.ts';

/**
 * Whether the site gets a search: only when it has pages beyond the home page to search, a post (a
 * draft counts in `npm run dev`, which shows drafts) or a project's story. The home page alone is one
 * page, which the browser's own find covers: such a site has no search button and no byte of its code.
 */
export function hasSearch({ site, drafts }: { site: Pick<Site, 'languages'>; drafts: boolean }) {
  const stories = join(contentFolder(), PROJECTS_FOLDER);
  if (existsSync(stories) && readdirSync(stories).some((name) => /\.(md|ipynb)$/.test(name))) return true;
  const { posts } = readPosts(postsFolder(packageRoot), siteRoot(), siteLanguages(site));
  return posts.some((post) => drafts || !post.draft);
}
