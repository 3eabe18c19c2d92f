import { pageUrl, profile } from '../support/site-content';
import { expect, test } from './support/fixtures';

// What the prerendered pages' heads tell link previews and search engines: title, description,
// canonical URL, Open Graph and Twitter card (the owner as JSON-LD and the preview image itself: the
// owner's check, packages/check/specs/head-metadata.spec.js).

test.describe('metadata', () => {
  for (const path of ['/', '/blog']) {
    test(`${path} has its title, description, canonical URL, Open Graph and Twitter card`, async ({ page }) => {
      await page.goto(path);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      const url = pageUrl(path);
      await expect(page).toHaveTitle(
        path === '/' ? `${profile.name} · ${profile.tagline}` : `Tech Blog · ${profile.name}`,
      );
      expect(await meta('meta[name="description"]')).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
      expect(await meta('meta[property="og:url"]')).toBe(url);
      expect(await meta('meta[property="og:title"]')).toBe(await page.title());
      expect(await meta('meta[property="og:image"]')).toBe(pageUrl('/og-image.png'));
      expect(await meta('meta[property="og:image:width"]')).toBe('1200');
      expect(await meta('meta[property="og:image:height"]')).toBe('630');
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    });
  }
});
