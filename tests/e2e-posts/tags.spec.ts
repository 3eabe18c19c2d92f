import type { Page } from '@playwright/test';
import { pageUrl, profile } from '../support/site-content';
import { expect, sizes, test } from '../e2e/support/fixtures';

// Tag pages on the build of the fixture posts (tests/fixtures/posts). Expectations are written out
// from the fixtures' front matter: which post has which tag, and the posts' dates.

test.describe.configure({ mode: 'parallel' });

/** The published posts of each tag, newest first. */
const tagged = {
  // notebook-post (2025-03-20) and code-blocks (2025-03-10)
  python: ['Training a classifier, from a notebook', 'Highlighting code at build time'],
  // image-post says "Machine Learning" (2025-02-14), long-post "machine-learning" (2024-11-02): one tag
  'machine-learning': ['Pictures in a post', 'A long post about evaluating models'],
  // math-post's tag in Japanese, its page at its letters
  注意機構: ['Why attention divides by √dₖ'],
};
const listed = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 });

for (const size of sizes) {
  test.describe(`tags, ${size.name}`, () => {
    test.use(size.use);

    test("a post's tag chips lead to the tag's page, which lists its posts newest first", async ({ page, visit }) => {
      await visit('/blog/code-blocks');
      const chip = page.getByRole('article').getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'python' });
      if (size.phone) await chip.tap();
      else await chip.click();
      await expect(page).toHaveURL(/\/blog\/tags\/python$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “python”');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(listed(page)).toHaveText(tagged.python);
      await expect(page).toHaveTitle(`Posts tagged “python” · ${profile.name}`);
      // and back to the post through its title
      await page.getByRole('link', { name: 'Highlighting code at build time' }).click();
      await expect(page).toHaveURL(/\/blog\/code-blocks$/);
    });

    test("the blog's chips lead to the tag's page; both spellings of a tag are one page", async ({ page, visit }) => {
      await visit('/blog');
      const item = page
        .getByRole('list', { name: 'Posts' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'A long post about evaluating models' }) });
      const chip = item.getByRole('link', { name: 'machine-learning' });
      if (size.phone) await chip.tap();
      else await chip.click();
      await expect(page).toHaveURL(/\/blog\/tags\/machine-learning$/);
      await expect(listed(page)).toHaveText(tagged['machine-learning']);
      // the newest post's spelling names the page
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “Machine Learning”');
      // each post's chip keeps its own spelling, both marked as the page shown
      await expect(page.locator('main a[aria-current="page"]')).toHaveText(['Machine Learning', 'machine-learning']);
    });
  });
}

test.describe('a tag page', () => {
  test('is prerendered, with its own head: title, description, canonical URL, the feed', async ({ page, request }) => {
    const html = await (await request.get('/blog/tags/python')).text();
    expect(html).toContain('Posts tagged “python”');
    expect(html).toContain('Highlighting code at build time');
    await page.goto('/blog/tags/python');
    await expect(page).toHaveTitle(`Posts tagged “python” · ${profile.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `2 posts by ${profile.name} tagged “python”.`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', pageUrl('/blog/tags/python'));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      pageUrl('/rss.xml'),
    );
  });

  test('of a tag in another script is at its letters, percent-encoded, prerendered and hydrated', async ({
    page,
    visit,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
      });
    });
    await visit('/blog/tags/注意機構');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “注意機構”');
    await expect(listed(page)).toHaveText(tagged['注意機構']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      pageUrl(`/blog/tags/${encodeURIComponent('注意機構')}`),
    );
    // hydrated, not rendered again: the prerendered heading is the one shown
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'),
      ),
    ).toBe(true);
  });

  test('is in the sitemap, one entry per tag', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const tags = [...sitemap.matchAll(/<loc>([^<]*\/blog\/tags\/[^<]*)<\/loc>/g)].map(([, url]) => url);
    // the tags of the published fixture posts, "Machine Learning" and "machine-learning" one of them
    const expected = [
      'evaluation',
      'images',
      'machine-learning',
      'math',
      'notebooks',
      'python',
      'security',
      'tooling',
      'transformers',
      'typescript',
      '注意機構',
    ].map((tag) => pageUrl(`/blog/tags/${encodeURIComponent(tag)}`));
    expect(tags.sort()).toEqual(expected.sort());
  });

  test('that no post has leads to the blog', async ({ page, guard }) => {
    // the host answers a path it has no page for with the app's shell, which asks for the tag
    guard.allowConsoleError(/status of 404/);
    guard.allowFailedRequest(/\/blog\/tags\/nothing-here$/);
    await page.goto('/blog/tags/nothing-here');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
  });

  test('works without JavaScript: its list and chips are links in the prerendered page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/blog/tags/machine-learning');
    await expect(listed(page)).toHaveText(tagged['machine-learning']);
    await page.getByRole('link', { name: 'images' }).click();
    await expect(page).toHaveURL(/\/blog\/tags\/images$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “images”');
    await context.close();
  });
});
