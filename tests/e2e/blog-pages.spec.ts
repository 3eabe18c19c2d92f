import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { site } from '../fixtures/content/multilingual-owner/site';
import { buildSite, onceARun } from './support/build-once';
import { expect, test as base } from './support/fixtures';
import { servePagesLike, type PagesLikeHost } from '../../packages/check/lib/pages-host.js';
import { SUB_PATH } from '../support/sub-path';

// A blog longer than a page, in each language: the fixture owner in several languages
// (tests/fixtures/content/multilingual-owner) with site.ts's postsPerPage set to one, built for a sub-path and
// served as GitHub Pages serves it. Which posts each language has comes from the file names of its posts.

const OWNER = 'tests/fixtures/content/multilingual-owner';
const PER_PAGE = 1;
const languages = site.languages ?? [];
const [defaultTag = ''] = languages;
const prefixOf = (tag: string) => (tag === defaultTag ? '' : `${tag.toLowerCase()}/`);
const blogOf = (tag: string) => `${SUB_PATH}${prefixOf(tag)}blog`;

/** Each post file's slug and language: `<slug>.md` in the default language, `<slug>.<language>.md` in another. */
const posts = readdirSync(join(OWNER, 'posts')).map((file) => {
  const [slug = '', middle] = file.replace(/\.md$/, '').split('.');
  return { slug, tag: middle ? (languages.find((tag) => tag.toLowerCase() === middle) ?? middle) : defaultTag };
});
const slugsIn = (tag: string) => posts.filter((post) => post.tag === tag).map((post) => post.slug);

const test = base.extend<object, { host: PagesLikeHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const out = await onceARun('blog-pages-site', (dir) => {
        const content = join(dir, 'content');
        cpSync(OWNER, content, { recursive: true });
        const siteFile = join(content, 'site.ts');
        const written = readFileSync(siteFile, 'utf8');
        const changed = written.replace(/(export const site: Site = \{)/, `$1\n  postsPerPage: ${PER_PAGE},`);
        if (changed === written) throw new Error(`${siteFile}: no site object to give postsPerPage`);
        writeFileSync(siteFile, changed);
        return buildSite(dir, { CONTENT_DIR: content, BASE_PATH: SUB_PATH });
      });
      const host = await servePagesLike(out, SUB_PATH);
      await provide(host);
      await host.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ host }, provide) => provide(host.origin),
});

const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
const pathOf = (href: string) => withoutSlash(new URL(href).pathname);

/** Hydrated: the background's button has the title React gives it once the page runs (background-toggle.tsx). */
const hydrated = (page: Page) => page.locator('header button[data-background-toggle][title]');

/** The slugs of the posts a page of a list shows, in order. */
const listedSlugs = async (page: Page) =>
  (
    await page
      .locator('main ol > li h2 a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  ).map((href) => pathOf(href).split('/').pop() ?? '');

/** What a page of a list links as the page after and before it: in its head and in its navigation. */
async function pageLinks(page: Page) {
  const href = async (selector: string) => {
    const link = page.locator(selector);
    return (await link.count()) === 0
      ? undefined
      : pathOf(await link.evaluate((node) => (node as HTMLLinkElement).href));
  };
  return {
    head: { previous: await href('head link[rel="prev"]'), next: await href('head link[rel="next"]') },
    nav: { previous: await href('main nav a[rel="prev"]'), next: await href('main nav a[rel="next"]') },
  };
}

test.describe('a blog longer than a page', () => {
  test("lists each language's posts on pages linked one to the next, each page in the sitemap", async ({ page }) => {
    const sitemap = await (await page.request.get(`${SUB_PATH}sitemap.xml`)).text();
    const inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => pathOf(url!));
    for (const tag of languages) {
      const expected = slugsIn(tag);
      const pageCount = Math.max(1, Math.ceil(expected.length / PER_PAGE));
      const seen: string[] = [];
      let path: string | undefined = blogOf(tag);
      let previous: string | undefined;
      let pages = 0;
      while (path !== undefined) {
        pages += 1;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(hydrated(page)).toHaveCount(1);
        const shown = await listedSlugs(page);
        expect(shown.length, path).toBeLessThanOrEqual(PER_PAGE);
        seen.push(...shown);
        const links = await pageLinks(page);
        expect(links.head, `${path}: its head links the pages around it as its navigation does`).toEqual(links.nav);
        expect(links.head.previous, `${path}: the page before it`).toBe(previous);
        expect(inSitemap, `${path} is in the sitemap`).toContain(withoutSlash(path));
        previous = withoutSlash(path);
        path = links.head.next;
        expect(pages, `${tag}: no more pages than its posts fill`).toBeLessThanOrEqual(pageCount);
      }
      expect(pages, tag).toBe(pageCount);
      expect(seen.toSorted(), `${tag}: every post of the language on one page of its blog`).toEqual(
        expected.toSorted(),
      );
    }
  });

  test('goes to the page of older posts and back inside the running page; a page past the last leads to the blog', async ({
    page,
    guard,
  }) => {
    const [tag = defaultTag] = languages.filter((candidate) => slugsIn(candidate).length > PER_PAGE);
    const blog = blogOf(tag);
    await page.goto(blog);
    await expect(hydrated(page)).toHaveCount(1);
    const first = await listedSlugs(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator('main nav a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${blog}/page/2/?$`));
    await expect.poll(() => listedSlugs(page)).not.toEqual(first);
    await page.goBack();
    await expect.poll(() => listedSlugs(page)).toEqual(first);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed), 'no page load between them').toBe(true);

    const pageCount = Math.ceil(slugsIn(tag).length / PER_PAGE);
    const pastPath = `${blog}/page/${pageCount + 1}`;
    // no page of its own: the host answers with the site's shell (GitHub Pages: its 404 page, and that status), whose
    // router leads to the blog (the language switcher's link from a longer list of another language)
    guard.allowFailedRequest(new RegExp(`${pastPath}$`));
    guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await page.goto(pastPath);
    await expect(page).toHaveURL(new RegExp(`${blog}/?$`));
    await expect.poll(() => listedSlugs(page)).toEqual(first);
  });

  test("has an archive of each language's posts, linked below its blog's pages and in the sitemap", async ({
    page,
  }) => {
    const sitemap = await (await page.request.get(`${SUB_PATH}sitemap.xml`)).text();
    const inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => pathOf(url!));
    for (const tag of languages.filter((candidate) => slugsIn(candidate).length > 0)) {
      await page.goto(blogOf(tag));
      await expect(hydrated(page)).toHaveCount(1);
      const archive = page.locator('main nav a:not([rel])');
      await archive.click();
      await expect(page).toHaveURL(new RegExp(`${blogOf(tag)}/archive/?$`));
      // the address changes as the router starts loading the archive, which shows once its chunk has arrived
      const links = page.locator('main section ol a');
      await expect(links).toHaveCount(slugsIn(tag).length);
      const linked = await links.evaluateAll((all) => all.map((link) => (link as HTMLAnchorElement).href));
      expect(linked.map((href) => pathOf(href).split('/').pop()).toSorted(), tag).toEqual(slugsIn(tag).toSorted());
      expect(inSitemap, `${tag}: its archive is in the sitemap`).toContain(`${blogOf(tag)}/archive`);
      // prerendered: the same links without JavaScript's help
      const html = await (await page.request.get(`${blogOf(tag)}/archive`)).text();
      for (const slug of slugsIn(tag)) expect(html, `${tag}: ${slug}`).toContain(`${blogOf(tag)}/${slug}"`);
    }
  });
});
