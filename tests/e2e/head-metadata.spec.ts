import { pageUrl, profile, profileLinks } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { forOwners } from './support/owner-tags';

// What the prerendered pages' heads tell link previews and search engines: title, description,
// canonical URL, Open Graph and Twitter card, the owner as JSON-LD, and the preview image itself.

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

  test(
    'the home page describes its owner as a JSON-LD Person, with only the links, email and photo they published',
    forOwners('sections-left-out', 'own-menu', 'no-photo'),
    async ({ page }) => {
      await page.goto('/');
      // one script per description: the owner, and their publications when they have some
      const described = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      const person = described.find((item) => item['@type'] === 'Person') ?? {};
      expect(person).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: profile.name,
        jobTitle: profile.jobTitle,
      });
      expect(person.email).toBe(profile.email && `mailto:${profile.email}`);
      expect(person.sameAs).toEqual(profileLinks.length > 0 ? profileLinks : undefined);
      // the photo's address (a built picture's), or none without one
      if (profile.photo) expect(person.image).toMatch(/^https?:\/\/.+\.(avif|webp|jpe?g|png|svg)$/);
      else expect(person).not.toHaveProperty('image');
      // a profile the owner does not have appears nowhere in the page or its head
      const html = await page.content();
      if (!profile.links?.scholar) expect(html).not.toMatch(/scholar\.google|Google Scholar/);
      if (!profile.links?.linkedin) expect(html).not.toMatch(/linkedin\.com|LinkedIn/);
    },
  );

  test('the link-preview image is a 1200×630 PNG', forOwners(), async ({ request }) => {
    const png = await (await request.get('/og-image.png')).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
