import type { Page } from '@playwright/test';
import { search as texts } from '../../src/shared/i18n/texts/en';
import { expect, test } from '../e2e/support/fixtures';

// The search's chunk or its index that cannot be loaded (a 404 for a reader who still has the page
// of an older deploy open, a dropped connection) takes nothing down: the dialog says so in the
// page's language (the fixture posts' site is English) with a link to the blog's list, the page
// behind stays as it was, and the next opening tries again.

const SEARCH_CODE = /\/assets\/search-panel-[\w-]+\.js$/;
const INDEX = /\/assets\/search-[\w-]+\.json$/;

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: texts.search });

/** Answers `url` with a 404 (or, `offline`, fails it as a dropped connection would) while `broken.on`. */
async function breakFile(page: Page, url: RegExp, offline = false) {
  const broken = { on: true, requests: 0 };
  await page.route(url, async (route) => {
    broken.requests += 1;
    if (!broken.on) return route.continue();
    return offline
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return broken;
}

async function expectFailureSaid(page: Page) {
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('status')).toHaveText(texts.failed);
  await expect(dialog.getByRole('link', { name: texts.browsePosts })).toBeVisible();
  // the page behind it is the page it was
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeAttached();
}

for (const [what, url, offline] of [
  ['the search’s chunk answering 404', SEARCH_CODE, false],
  ['the index answering 404', INDEX, false],
  ['the index with the connection gone', INDEX, true],
] as const) {
  test(`${what}: the dialog says so with a link to the blog’s list, the page stays, the next opening tries again`, async ({
    page,
    visit,
    guard,
  }) => {
    guard.allowFailedRequest(url);
    guard.allowConsoleError(/Failed to load resource|Failed to fetch|error loading dynamically imported module/);
    const broken = await breakFile(page, url, offline);
    await visit('/');
    await searchButton(page).click();
    await expectFailureSaid(page);
    // (the pointer reaching the button may have asked for the chunk already, and the opening again)
    expect(broken.requests).toBeGreaterThan(0);

    // closed, the page is as usable as before: its menu opens
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('header [popover]:popover-open')).toBeVisible();
    await page.keyboard.press('Escape');

    // still failing, the link leads to the blog's list (and closes the search)
    let asked = broken.requests;
    await searchButton(page).click();
    await expectFailureSaid(page);
    expect(broken.requests, 'tried again').toBeGreaterThan(asked);
    await searchDialog(page).getByRole('link', { name: texts.browsePosts }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchDialog(page)).toHaveCount(0);

    // the deploy (or the connection) is back: the next opening loads it and searches
    broken.on = false;
    asked = broken.requests;
    await searchButton(page).click();
    await page.getByRole('combobox').fill('evaluation');
    await expect(searchDialog(page).getByRole('option').first()).toBeVisible();
    expect(broken.requests, 'tried again').toBeGreaterThan(asked);
  });
}
