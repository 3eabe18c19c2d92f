import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { search as texts } from '../../src/shared/i18n/texts/en';
import { expect, sizes, test } from '../e2e/support/fixtures';
import { settleAnimations } from '../e2e/support/site';

// axe-core's WCAG 2.1 A and AA rules on the open search (its combobox, its listbox of results with
// one active, its status), in both themes and at both sizes, and on the dialog saying it could not
// be loaded.

test.describe.configure({ mode: 'parallel' });

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(wcag).analyze()).violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
  );

for (const size of sizes)
  for (const theme of ['dark', 'light'] as const) {
    test.describe(size.name, () => {
      test.use(size.use);

      test(`the open search with results passes axe in the ${theme} theme`, async ({ page, visit }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await visit('/');
        await page.getByRole('banner').getByRole('button', { name: texts.search, exact: true }).click();
        await page.getByRole('combobox').fill('model');
        await expect(page.getByRole('option').nth(1)).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
        await settleAnimations(page);
        expect(await violationsOf(page)).toEqual([]);
        // and with nothing found
        await page.getByRole('combobox').fill('zzzzqqq');
        await expect(page.getByRole('status')).toHaveText(texts.noResults('zzzzqqq'));
        expect(await violationsOf(page)).toEqual([]);
      });
    });
  }

test('the search saying it could not be loaded passes axe', async ({ page, visit, guard }) => {
  const chunk = /\/assets\/search-panel-[\w-]+\.js$/;
  guard.allowFailedRequest(chunk);
  guard.allowConsoleError(/Failed to load resource/);
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await visit('/');
  await page.getByRole('banner').getByRole('button', { name: texts.search, exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(texts.failed);
  expect(await violationsOf(page)).toEqual([]);
});
