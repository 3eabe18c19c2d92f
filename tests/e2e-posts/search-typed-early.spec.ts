import type { Page } from '@playwright/test';
import { search as texts } from '../../src/shared/i18n/texts/en';
import { expect, test } from '../e2e/support/fixtures';

// A reader opens the search and types at once, before its chunk has come (a slow connection): what
// they typed is in the field once it shows, and a space among it did not press the dialog's × button.

const SEARCH_CODE = /\/assets\/search-panel-[\w-]+\.js$/;

/** Holds the requests for `url` until the returned function is called (a slow connection). */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is typed while the search is loading is in its field once it shows, spaces and corrections included', async ({
  page,
  visit,
}) => {
  const release = await hold(page, SEARCH_CODE);
  await visit('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.search });
  await expect(dialog.getByRole('status')).toHaveText(texts.loading);
  await page.keyboard.type('long postx');
  await page.keyboard.press('Backspace');
  await expect(dialog).toBeVisible();
  release();
  const field = dialog.getByRole('combobox');
  await expect(field).toHaveValue('long post');
  await expect(field).toBeFocused();
  await expect(dialog.getByRole('option').first()).toBeVisible();
  // typing goes on at the end of it
  await page.keyboard.type('s');
  await expect(field).toHaveValue('long posts');
});

const INDEX = /\/assets\/search-[\w-]+\.json$/;

// The reader types and presses Enter before the results can show (WebKit's race: Enter arriving as
// the results come): Enter leads where it would have led had they been there, to the first result.
for (const [what, url] of [
  ['its chunk', SEARCH_CODE],
  ['its index', INDEX],
] as const) {
  test(`Enter pressed while ${what} loads leads to the first result once it has come`, async ({ page, visit }) => {
    const query = 'long post';
    // the first result for the query, the search answering at once
    await visit('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.search });
    await dialog.getByRole('combobox').fill(query);
    const first = (await dialog.getByRole('option').first().locator('.search-option-title').textContent()) ?? '';
    expect(first).not.toBe('');

    const release = await hold(page, url);
    await visit('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(texts.loading);
    await page.keyboard.type(query);
    await page.keyboard.press('Enter');
    // nothing to follow yet: the dialog stays open, waiting
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText(first);
  });
}
