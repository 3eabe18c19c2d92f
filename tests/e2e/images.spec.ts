import { profile } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { cardSections } from './support/site';

// How the home page's pictures load: the profile photo first and in modern formats, the cards' pictures
// when needed, each with its size set.

test.describe('images', () => {
  test('the profile photo is prioritized and offered as AVIF and WebP; the first row of cards loads at once, the rest wait until needed', async ({
    page,
    visit,
  }) => {
    await visit('/');
    // (an owner without a photo has the initials in its place: no picture to load)
    if (profile.photo) {
      const photo = page.getByRole('img', { name: profile.photoAlt ?? '' });
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      await expect(photo).not.toHaveAttribute('loading', 'lazy');
      const types = await photo.evaluate((img) =>
        Array.from(img.parentElement?.querySelectorAll('source') ?? [], (source) => source.type),
      );
      expect(types.slice(0, 2)).toEqual(['image/avif', 'image/webp']);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    }
    const loading = (section: string) =>
      page.locator(`#${section} article img`).evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    for (const [index, { id, entries }] of cardSections.entries()) {
      // the first two cards of the first section are in the first screenful; a card without a picture has no <img>
      const expected = entries.flatMap((entry, card) =>
        entry.hasImage ? [index === 0 && card < 2 ? 'eager' : 'lazy'] : [],
      );
      expect(await loading(id), id).toEqual(expected);
    }
  });

  test('every image has its size set, so nothing shifts when it loads', async ({ page, visit }) => {
    await visit('/');
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
      );
    expect(unsized).toEqual([]);
  });
});
