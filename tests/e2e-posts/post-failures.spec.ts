import { loseChunk } from '../../packages/check/support/page.js';
import { expect, test } from '../e2e/support/fixtures';

// A post's chunk that does not arrive (the site was redeployed while a tab was open, or the
// network failed) never blanks the page.

const postChunk = /\/assets\/image-post-[\w-]+\.js$/;

test('on a prerendered post, a missing chunk leaves the page as prerendered: readable, its links plain links', async ({
  page,
  guard,
}) => {
  const { warned } = await loseChunk(page, guard, postChunk);
  await page.goto('/blog/image-post');
  await warned;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pictures in a post');
  await expect(page.getByText('That is all it takes.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Validation loss falling over ten epochs' })).toBeAttached();
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);

  await page.getByRole('link', { name: '← Back to all posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
});

test('a post whose chunk fails on the way there says so and reloads on request', async ({ page, visit, guard }) => {
  guard.allowFailedRequest(postChunk);
  guard.allowConsoleError(/Failed to load resource|Failed to fetch dynamically imported module/);
  await visit('/blog');
  await page.route(postChunk, (route) => route.abort());
  await page.getByRole('link', { name: 'Pictures in a post' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(); // the page around it stays
  await page.unroute(postChunk);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pictures in a post');
  await expect(page.getByText('That is all it takes.')).toBeVisible();
});
