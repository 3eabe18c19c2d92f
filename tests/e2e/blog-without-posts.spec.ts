import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../support/site-content';
import { expect, test } from './support/fixtures';

// A site without posts (spec-owner, the reference shape, and the sample): the blog stays the
// specification's placeholder, with no tag, no tag page, no contents and no links to other posts.
// The placeholder itself is checked in every browser (tests/browsers/behaviours/blog.ts).

const postsDir = join(contentDir, 'posts');
const hasPosts = existsSync(postsDir) && readdirSync(postsDir).some((file) => /\.(md|ipynb)$/.test(file));

test.describe('a blog without posts', () => {
  test.skip(hasPosts, 'the content has posts');

  test('has no tag pages: none in the sitemap, no link to one, and their address is an unknown one', async ({
    page,
    request,
    visit,
    guard,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/blog/tags');
    await visit('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
    await expect(page.locator('a[href*="/blog/tags"]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Tags' })).toHaveCount(0);
    // no route: the router's 404, as for any address the site does not have
    guard.allowConsoleError(/status of 404/);
    guard.allowFailedRequest(/\/blog\/tags\/python$/);
    await page.goto('/blog/tags/python');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('404 Not Found');
  });

  test("a post's address shows the placeholder alone: no contents, no previous or next post", async ({
    page,
    visit,
  }) => {
    await visit('/blog/transformers-101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Coming Soon');
    await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(0);
  });
});
