import { forOwners } from '../support/owner-tags.js';
import { at, profile, profileLinks } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// What the home page's head tells link previews and search engines of its owner: the owner as
// JSON-LD, with only what they published, and the preview image itself.

test.describe('metadata', () => {
  test(
    'the home page describes its owner as a JSON-LD Person, with only the links, email and photo they published',
    forOwners('sections-left-out', 'own-menu', 'no-photo'),
    async ({ page }) => {
      await page.goto(at('/'));
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
    const png = await (await request.get(at('/og-image.png'))).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
