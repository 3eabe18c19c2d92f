import { search as texts } from '../../src/shared/i18n/texts/en';
import { expect, test } from '../e2e/support/fixtures';

// A reader opens the search and types at once, before its chunk has come (a slow connection): what
// they typed is in the field once it shows, and a space among it did not press the dialog's × button.

const SEARCH_CODE = /\/assets\/search-panel-[\w-]+\.js$/;

test('what is typed while the search is loading is in its field once it shows, spaces and corrections included', async ({
  page,
  visit,
}) => {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(SEARCH_CODE, async (route) => {
    await held;
    await route.continue();
  });
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
