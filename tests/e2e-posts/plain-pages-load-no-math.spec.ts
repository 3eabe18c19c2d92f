import type { Page, Request } from '@playwright/test';
import { expect, requestsReported, test } from '../e2e/support/fixtures';

// A page with neither math nor a notebook loads nothing for them: no stylesheet, script or font
// more than the site's own. "The site's own" is read from the build: the stylesheets and scripts
// the page's HTML names itself, and the chunks the blog's routes load (a post's own chunk).

const THEIRS = /\/assets\/(post-math-|post-notebook-)/;

/** Every stylesheet, script and font the page asked for, until it has settled. */
async function assetsOf(page: Page, path: string, visit: (path: string) => Promise<void>): Promise<string[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await visit(path);
  await page.evaluate(() => document.fonts.ready);
  await requestsReported(page);
  return requests
    .filter((request) => ['stylesheet', 'script', 'font'].includes(request.resourceType()))
    .map((request) => new URL(request.url()).pathname);
}

for (const path of ['/', '/blog', '/blog/code-blocks']) {
  test(`${path} loads no math or notebook stylesheet, script or font`, async ({ page, visit }) => {
    const assets = await assetsOf(page, path, visit);
    expect(assets.filter((asset) => THEIRS.test(asset))).toEqual([]);
    // the stylesheets are the site's one sheet, which every page links in its head
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(assets.filter((asset) => asset.endsWith('.css'))).toEqual(sheets);
    expect(sheets).toHaveLength(1);
    expect(assets.filter((asset) => /\.(woff2?|ttf|otf)$/.test(asset))).toEqual([]);
  });
}

test('the math post loads them, so the check above would see them', async ({ page, visit }) => {
  const assets = await assetsOf(page, '/blog/math-post', visit);
  expect(assets.filter((asset) => THEIRS.test(asset))).toEqual([
    expect.stringMatching(/^\/assets\/post-math-[\w-]+\.css$/),
    expect.stringMatching(/^\/assets\/post-math-font-[\w-]+\.woff2$/),
  ]);
});
