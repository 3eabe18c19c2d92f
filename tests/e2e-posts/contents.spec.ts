import type { Locator, Page } from '@playwright/test';
import { expect, sizes, test } from '../e2e/support/fixtures';

// A post's contents and its previous and next posts, on the build of the fixture posts. The
// headings are written out from tests/fixtures/posts/long-post.md (six "##" sections).

test.describe.configure({ mode: 'parallel' });

const LONG = '/blog/long-post';
const sections = [
  'Why evaluation comes first',
  'Data before models',
  'Seeds and noise',
  'Shipping small',
  'What I would do again',
  'Closing notes',
];
const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
const text = (page: Page) => page.locator('main article .post-content');
const box = async (locator: Locator) => (await locator.boundingBox())!;
const marked = (page: Page) => contents(page).locator('a[aria-current="location"]');

for (const size of sizes) {
  test.describe(`a post's contents, ${size.name}`, () => {
    test.use(size.use);

    test(`lists its sections, linked to their headings, ${size.phone ? 'above the text' : 'beside the text, where it stays while the text scrolls'}`, async ({
      page,
      visit,
    }) => {
      await visit(LONG);
      await expect(contents(page).getByRole('link')).toHaveText(sections);
      for (const [index, name] of sections.entries()) {
        const href = await contents(page).getByRole('link').nth(index).getAttribute('href');
        await expect(page.locator(`main [id="${href?.slice(1)}"]`), name).toHaveText(new RegExp(`^${name}`));
      }
      const list = await box(contents(page));
      const body = await box(text(page));
      if (size.phone) {
        // between the post's header and its text, as wide as the text
        expect(list.y + list.height).toBeLessThanOrEqual(body.y);
        expect(Math.abs(list.x - body.x)).toBeLessThanOrEqual(1);
      } else {
        // to the text's side, its top beside the title
        expect(list.x).toBeGreaterThanOrEqual(body.x + body.width);
        expect(list.y).toBeLessThan(body.y);
        await page.getByRole('heading', { name: 'Closing notes' }).scrollIntoViewIfNeeded();
        const scrolled = await box(contents(page));
        expect(scrolled.y).toBeGreaterThanOrEqual(0);
        expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(size.use.viewport.height);
      }
      // nothing wider than the window
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.use.viewport.width,
      );
    });

    test('a link leads to its section, which it marks as the one being read', async ({ page, visit }) => {
      await visit(LONG);
      await expect(marked(page)).toHaveCount(0);
      const link = contents(page).getByRole('link', { name: 'Shipping small' });
      if (size.phone) await link.tap();
      else await link.click();
      await expect(page).toHaveURL(/#shipping-small$/);
      await expect(page.getByRole('heading', { name: 'Shipping small' })).toBeInViewport();
      await expect(marked(page)).toHaveText('Shipping small');
      // marked visibly too: another colour than the others, once their short transition is over
      await expect
        .poll(async () => {
          const colours = await contents(page)
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
          return new Set(colours).size;
        })
        .toBe(2);
    });
  });
}

test.describe("a post's contents", () => {
  test('is in the prerendered page, and only for a post of three sections or more', async ({ request }) => {
    const html = await (await request.get(LONG)).text();
    for (const section of sections) expect(html).toContain(`>${section}</a>`);
    // image-post has no heading, hostile-post none either
    for (const path of ['/blog/image-post', '/blog/hostile-post'])
      expect(await (await request.get(path)).text(), path).not.toContain('>Contents</h2>');
    expect(html).toContain('>Contents</h2>');
  });

  test('of a notebook lists the headings of its Markdown cells', async ({ page, visit }) => {
    await visit('/blog/notebook-post');
    // "## Fitting the model", "## The gradient" and, under it, "### Checked with SymPy"
    await expect(contents(page).getByRole('link')).toHaveText([
      'Fitting the model',
      'The gradient',
      'Checked with SymPy',
    ]);
    await expect(
      contents(page)
        .getByRole('listitem')
        .filter({ hasText: 'The gradient' })
        .getByRole('link', { name: 'Checked with SymPy' }),
    ).toBeVisible();
  });

  test('is left out of the printed page, and so are the links to the previous and next posts', async ({
    page,
    visit,
  }) => {
    await visit(LONG);
    await page.emulateMedia({ media: 'print' });
    await expect(contents(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'More posts' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Closing notes' })).toBeVisible();
  });
});

test.describe('the previous and next posts', () => {
  test('end a post: the posts written just before and after it, named for a screen reader', async ({ page, visit }) => {
    // code-blocks (2025-03-10) comes after image-post (2025-02-14) and before math-post (2025-03-15)
    await visit('/blog/code-blocks');
    const more = page.getByRole('navigation', { name: 'More posts' });
    await expect(more.getByRole('link')).toHaveText([/Previous post.*Pictures in a post/, /Next post.*Why attention/]);
    await expect(more.getByRole('link', { name: 'Previous post: Pictures in a post' })).toHaveAttribute(
      'href',
      '/blog/image-post',
    );
    const next = more.getByRole('link', { name: 'Next post: Why attention divides by √dₖ' });
    await expect(next).toHaveAttribute('href', '/blog/math-post');
    // after the text
    expect((await box(more)).y).toBeGreaterThan((await box(text(page))).y + (await box(text(page))).height - 1);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why attention divides by √dₖ');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('are one at either end: the newest post has no next one, the oldest no previous one', async ({
    page,
    visit,
  }) => {
    await visit('/blog/notebook-post');
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link')).toHaveText([/^Previous post/]);
    // the oldest of the fixture posts (posts.spec.ts lists them by date)
    await visit('/blog/hostile-notebook');
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link')).toHaveText([/^Next post/]);
  });
});
