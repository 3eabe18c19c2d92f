import { forOwners } from '../support/owner-tags.js';
import { literally } from '../support/page.js';
import {
  allCardSections,
  at,
  cardSections,
  escapeHtml,
  homeHeadings,
  initials,
  profile,
  texts,
} from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// What the build prerenders: the pages that arrive as full HTML (readable without JavaScript), and
// the empty shell for the others (the host's 404 page).

test.describe('prerendered pages', () => {
  test(
    '/ and /blog arrive as full HTML; other paths get the empty shell',
    forOwners('sections-left-out', 'publications', 'imported-content', 'education'),
    async ({ request }) => {
      const home = await (await request.get(at('/'))).text();
      expect(home).toContain('data-prerendered="/"');
      expect(home).toContain(escapeHtml(profile.name));
      for (const heading of homeHeadings)
        expect(home).toMatch(new RegExp(`<h2[^>]*>${literally(escapeHtml(heading))}<`));
      // a section the content does not have leaves nothing behind
      for (const { id, entries } of allCardSections) expect(home.includes(`id="${id}"`), id).toBe(entries.length > 0);
      expect(home.includes('mailto:')).toBe(profile.email !== undefined);
      const blog = await (await request.get(at('/blog'))).text();
      expect(blog).toContain('data-prerendered="/blog"');
      expect(blog).toContain(escapeHtml(texts.blogTitle));
      const post = await request.get(at('/blog/some-post'));
      expect(post.status()).toBe(404);
      expect(await post.text()).toContain('<div id="root"></div>');
      expect(await post.text()).not.toContain(escapeHtml(texts.postComingSoonTitle));
    },
  );

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the home page is readable',
      forOwners('sections-left-out', 'publications', 'imported-content', 'no-photo', 'education'),
      async ({ page }) => {
        await page.goto(at('/'));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);
        await expect(page.getByText(profile.welcome)).toBeVisible();
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(homeHeadings);
        for (const { id, entries } of cardSections)
          await expect(page.locator(`#${id} article`)).toHaveCount(entries.length);
        // the contact section's (an owner's footer may give the address too)
        if (profile.email)
          await expect(page.locator('#contact').getByRole('link', { name: profile.email })).toHaveAttribute(
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
  });
});
