import { readManifest } from '../../scripts/initial-chunks.mjs';
import { expect, test } from '../e2e/support/fixtures';

// A prerendered post arrives once: its page's HTML holds its body, and the page takes it from there as
// it hydrates, rather than loading it again as the JavaScript of the post's body (a 5 MB post was sent
// twice). A post reached from inside the page loads its body's chunk. The chunks are found in the
// build's manifest, by the fixture posts' files (tests/fixtures/posts, built into dist-posts).

const dist = process.env.E2E_DIST ?? 'dist-posts';
const POSTS = 'tests/fixtures/posts';

/** The path of the chunk of the body of the fixture post `slug`, as the build's manifest names it. */
function bodyChunk(slug: string): string {
  const manifest = readManifest(dist) as Record<string, { file: string }>;
  const chunk = manifest[`${POSTS}/${slug}.md?post`];
  if (!chunk) throw new Error(`${dist}: no chunk of ${POSTS}/${slug}.md in the manifest`);
  return `/${chunk.file}`;
}

/** Hydrated: the background's button has the title React gives it once the page runs (background-toggle.tsx). */
const hydrated = 'header button[data-background-toggle][title]';

test("a prerendered post's page takes its body from its HTML; a post reached inside the page loads its own", async ({
  page,
  visit,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visit('/blog/code-blocks');
  await expect(page.locator(hydrated)).toHaveCount(1);
  const article = page.locator('main article');
  // the body as prerendered (tests/fixtures/posts/code-blocks.md), now the running page's
  await expect(article.getByText('Posts are written in Markdown.')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'A TypeScript function' })).toBeVisible();
  expect(scripts, 'no second copy of the body').not.toContain(bodyChunk('code-blocks'));

  const previous = page.locator('nav a[rel="prev"]');
  const slug = ((await previous.getAttribute('href')) ?? '').split('/').pop() ?? '';
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect.poll(() => scripts).toContain(bodyChunk(slug));
  await expect(article.locator('.post-content')).not.toBeEmpty();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed), 'reached inside the page').toBe(true);
});
