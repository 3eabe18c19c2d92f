import { expect, test } from './support/fixtures';
import { menuButton, openMenu } from './support/site';

// What the build prerenders: a hydration that keeps the prerendered DOM, and the blog readable without
// JavaScript (the home page and the shell for other paths: the owner's check, packages/check/specs/).

test.describe('prerendered pages', () => {
  test('the browser hydrates the prerendered DOM instead of replacing it', async ({ page, visit }) => {
    await page.addInitScript(() => {
      // "interactive": the HTML is parsed and the module script has not run yet
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
        }
      });
    });
    await visit('/');
    await menuButton(page).click();
    await expect(openMenu(page)).toHaveCount(1);
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return server !== null && server === document.querySelector('h1') && server.isConnected;
    });
    expect(kept).toBe(true);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the blog page is readable', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  });
});
