import { allCardSections, escapeHtml, homeHeadings, profile } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { cardSections, menuButton, openMenu } from './support/site';
import { forOwners } from './support/owner-tags';
import { initials } from '../../src/shared/initials';

// What the build prerenders: the pages that arrive as full HTML (readable without JavaScript), the
// empty shell for the others, and a hydration that keeps the prerendered DOM.

test.describe('prerendered pages', () => {
  test(
    '/ and /blog arrive as full HTML; other paths get the empty shell',
    forOwners('sections-left-out', 'publications', 'imported-content', 'education'),
    async ({ request }) => {
      const home = await (await request.get('/')).text();
      expect(home).toContain('data-prerendered="/"');
      expect(home).toContain(escapeHtml(profile.name));
      for (const heading of homeHeadings) expect(home).toMatch(new RegExp(`<h2[^>]*>${heading}<`));
      // a section the content does not have leaves nothing behind
      for (const { id, entries } of allCardSections) expect(home.includes(`id="${id}"`), id).toBe(entries.length > 0);
      expect(home.includes('mailto:')).toBe(profile.email !== undefined);
      const blog = await (await request.get('/blog')).text();
      expect(blog).toContain('data-prerendered="/blog"');
      expect(blog).toContain('Tech Blog');
      const post = await (await request.get('/blog/some-post')).text();
      expect(post).toContain('<div id="root"></div>');
      expect(post).not.toContain('Blog Post Coming Soon');
    },
  );

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

    test(
      'the home page is readable',
      forOwners('sections-left-out', 'publications', 'imported-content', 'no-photo', 'education'),
      async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);
        await expect(page.getByText(profile.welcome)).toBeVisible();
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(homeHeadings);
        for (const { id, entries } of cardSections)
          await expect(page.locator(`#${id} article`)).toHaveCount(entries.length);
        if (profile.email)
          await expect(page.getByRole('link', { name: profile.email })).toHaveAttribute(
            'href',
            `mailto:${profile.email}`,
          );
        // the photo, or without one the name's initials in its place
        if (profile.photo) await expect(page.getByRole('img', { name: profile.photoAlt ?? '' })).toBeVisible();
        else
          await expect(page.locator('section[aria-labelledby="intro-heading"] > [data-placeholder]')).toHaveText(
            initials(profile.name),
          );
      },
    );

    test('the blog page is readable', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  });
});
