import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, requestsReported, test } from '../e2e/support/fixtures';

// The search costs a first visit nothing but its button: its code, its stylesheet and the index of
// the page's language are fetched when the reader opens it, never with the home page. Read from the
// build of the fixture posts (a site with search).

const dist = process.env.E2E_DIST ?? 'dist-posts';
const SEARCH_CODE = /\/assets\/search-panel-[\w-]+\.(js|css)$/;
const INDEX = /\/assets\/search-([\w-]+)-[\w-]+\.json$/;

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });

test('the home page’s first load fetches neither the search’s code nor an index; opening the search fetches them, the index of the page’s language alone', async ({
  page,
  visit,
}) => {
  const indexes = readdirSync(join(dist, 'assets')).filter((file) => INDEX.test(`/assets/${file}`));
  expect(indexes, 'the build has one index per language (this site: English)').toEqual([
    expect.stringMatching(/^search-en-/),
  ]);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const searchRequests = () =>
    requests
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => SEARCH_CODE.test(path) || INDEX.test(path));

  // loaded, hydrated, the field running: everything a first visit fetches has been asked for
  await visit('/');
  await expect(searchButton(page)).toBeVisible();
  await requestsReported(page);
  expect(searchRequests(), 'the first load fetches nothing of the search').toEqual([]);

  await searchButton(page).click();
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.getByRole('combobox').fill('evaluation');
  await expect(page.getByRole('option').first()).toBeVisible();
  const fetched = searchRequests();
  expect(fetched.filter((path) => /\.js$/.test(path))).toHaveLength(1);
  expect(fetched.filter((path) => /\.css$/.test(path))).toHaveLength(1);
  expect(fetched.filter((path) => INDEX.test(path)).map((path) => INDEX.exec(path)?.[1])).toEqual(['en']);
});
