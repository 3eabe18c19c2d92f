import type { Page } from '@playwright/test';
import { expect, fieldRedrawn, sizes, test } from '../e2e/support/fixtures';
import { settleAnimations, themeToggle } from '../e2e/support/site';

// A Jupyter notebook as a post (tests/fixtures/posts/notebook-post.ipynb, written by
// tests/fixtures/make-notebook.mjs): its cells and outputs as saved. Expectations are written out
// from the fixture.

test.describe.configure({ mode: 'parallel' });

const NOTEBOOK = '/blog/notebook-post';
const content = (page: Page) => page.locator('main article .post-content');

for (const size of sizes) {
  test.describe(`a notebook, ${size.name}`, () => {
    test.use(size.use);

    test('shows its Markdown with math, its code highlighted, its figure sized and lazy, its table, and nothing wider than the page', async ({
      page,
      visit,
    }) => {
      await visit(NOTEBOOK);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training a classifier, from a notebook');
      await expect(content(page).locator('math')).toHaveCount(4);
      await expect(content(page).locator('.nb-cell > pre code.language-python .hljs-keyword').first()).toBeVisible();
      const figure = page.getByRole('img', {
        name: 'Training and validation loss falling over 20 epochs, validation slightly above training',
      });
      await expect(figure).toHaveAttribute('loading', 'lazy');
      await expect(figure).toHaveAttribute('width', '640');
      await expect(figure).toHaveAttribute('height', '400');
      await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      // as AVIF, named by its bytes (a figure of equal bytes, in any notebook, is one file)
      expect(await figure.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        /\/assets\/[\w-]+-[0-9a-f]{10}-[\w-]+\.avif$/,
      );
      const table = content(page).locator('.nb-html table');
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await expect(table.locator('tbody tr').nth(2)).toContainText('small CNN');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('a notebook page', () => {
  test('follows the cell tags: a removed cell, input or output is not in the page; hidden code opens on request', async ({
    page,
    visit,
  }) => {
    await visit(NOTEBOOK);
    const text = (await content(page).textContent()) ?? '';
    expect(text).not.toContain('REMOVED-CELL');
    expect(text).not.toContain('summary_table()');
    expect(text).toContain('Only the output of this cell is shown: its code is removed.');
    // remove-output: the code stays, its output goes
    await expect(content(page).locator('pre code', { hasText: 'print("REMOVED-OUTPUT")' })).toBeVisible();
    expect(await content(page).locator('.nb-outputs').filter({ hasText: 'REMOVED-OUTPUT' }).count()).toBe(0);

    const hidden = content(page).locator('details.nb-hidden-input');
    const code = hidden.locator('pre');
    await expect(code).toBeHidden();
    await hidden.getByText('Show code').click();
    await expect(code).toBeVisible();
    await expect(code).toContainText('import numpy as np');
  });

  test('shows streams, a traceback in colour classes readable in both themes, and a long log cut with a note', async ({
    page,
    visit,
  }) => {
    await visit(NOTEBOOK);
    await expect(content(page).locator('pre.nb-stream').first()).toHaveText(
      'epoch 1: loss 1.732\nepoch 2: loss 1.311\nepoch 3: loss 1.021',
    );
    await expect(content(page).locator('pre.nb-stderr')).toContainText('UserWarning: learning rate is high');
    const traceback = content(page).locator('pre.nb-error');
    await expect(traceback).toContainText('ZeroDivisionError: division by zero');
    expect(await traceback.locator('span.ansi-red').count()).toBe(3);
    expect(await content(page).locator('[style]').count()).toBe(0);
    const log = content(page).locator('pre.nb-stream').last();
    await expect(log).toContainText('step 1: loss 1.0000');
    await expect(log).toContainText('step 300: loss 0.0066');
    await expect(log.locator('.nb-cut-note')).toHaveText(
      '… 260 more lines of output, not shown here (the notebook has them all) …',
    );
    expect(await log.textContent()).not.toContain('step 100:');

    /** WCAG contrast of each coloured span of the outputs against its block's background. */
    const contrasts = () =>
      content(page)
        .locator('pre.nb-output')
        .evaluateAll((blocks) => {
          const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = channels(colour).map((channel) => {
              const c = channel / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          // the block's background is translucent over the card: composite it
          const over = (top: string, under: string) => {
            const [r = 0, g = 0, b = 0, a = 1] = channels(top);
            const [R = 0, G = 0, B = 0] = channels(under);
            return `rgb(${r * a + R * (1 - a)}, ${g * a + G * (1 - a)}, ${b * a + B * (1 - a)})`;
          };
          return blocks.flatMap((pre) => {
            const background = over(
              getComputedStyle(pre).backgroundColor,
              getComputedStyle(pre.closest('article')!).backgroundColor,
            );
            return [...pre.querySelectorAll('span[class^="ansi-"], span.nb-cut-note'), pre].map((node) => {
              const [light, dark] = [luminance(getComputedStyle(node).color), luminance(background)].sort(
                (x, y) => y - x,
              ) as [number, number];
              return { node: node.className, contrast: (light + 0.05) / (dark + 0.05) };
            });
          });
        });
    const dark = await contrasts();
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await settleAnimations(page);
    await fieldRedrawn(page);
    const light = await contrasts();
    for (const spans of [dark, light]) {
      expect(spans.filter(({ node }) => node.startsWith('ansi-')).length).toBeGreaterThanOrEqual(5);
      expect(
        spans.filter(({ contrast }) => contrast < 4.5),
        'output text readable on its background',
      ).toEqual([]);
    }
  });

  test('loads the notebook and math stylesheets, with no CSP violation in either theme', async ({ page, visit }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await visit(NOTEBOOK);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"][href*="/post-"]')].map((link) => [
        link.getAttribute('href'),
        (link.sheet?.cssRules.length ?? 0) > 0,
      ]),
    );
    expect(sheets).toEqual([
      [expect.stringMatching(/^\/assets\/post-math-[\w-]+\.css$/), true],
      [expect.stringMatching(/^\/assets\/post-notebook-[\w-]+\.css$/), true],
    ]);
    await page.mouse.wheel(0, 6000);
    await themeToggle(page).click();
    await settleAnimations(page);
    await fieldRedrawn(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
