import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { iconId } from '../../src/shared/icons/icon-id';
import { expect, test } from './support/fixtures';

// No search of nothing: a site without posts is its home page, which the browser's own find
// covers, and gets no search at all: no button or link in the header, no shortcut, no icon in the
// page's sprite, no anchors on its cards, no search chunk or index in its build.

const dist = process.env.E2E_DIST ?? 'dist';

test('a site without posts has no search: no button, no shortcut, no icon, no anchors, no chunk, no index', async ({
  page,
  visit,
}) => {
  await visit('/');
  // a site with posts links its feed from every page
  const hasPosts = (await page.locator('link[rel="alternate"][type="application/rss+xml"]').count()) > 0;
  test.skip(hasPosts, 'this site has posts, so it has search');

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Search', exact: true })).toHaveCount(0);
  await expect(header.locator('[aria-keyshortcuts]')).toHaveCount(0);
  await expect(page.locator(`symbol#${iconId('magnifying-glass')}`)).toHaveCount(0);
  await expect(page.locator('main li[id], main article[id]')).toHaveCount(0);
  await page.keyboard.press('/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('dialog')).toHaveCount(0);
  expect(readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('search-'))).toEqual([]);
});
