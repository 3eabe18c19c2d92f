import { forOwners } from '../support/owner-tags.js';
import { at, cardSections } from '../support/site.js';
import { expect, sizes, test } from '../support/site-test.js';

// The home page's card sections, whatever the owner put in them: their layout at each width, and
// every card's picture loading.

test.describe.configure({ mode: 'parallel' });

for (const size of sizes) {
  test.describe(`home page, ${size.name}`, () => {
    test.use(size.use);

    test(
      'card sections: two columns from medium widths, one on a phone; the image area is 13rem tall; every card image loads',
      forOwners('sections-left-out', 'cards-without-pictures', 'odd-pictures'),
      async ({ page, visit }) => {
        await visit(at('/'));
        /** @param {import('@playwright/test').Locator} locator */
        const box = async (locator) => {
          const found = await locator.boundingBox();
          if (!found) throw new Error('not shown');
          return found;
        };
        for (const section of cardSections) {
          const articles = page.locator(`section#${section.id} article`);
          // the image area: the first block of the card, above the text
          const imageArea = articles.nth(0).locator('> div').first();
          expect((await box(imageArea)).height).toBe(13 * 16);
          if (section.entries.length < 2) continue;
          const first = await box(articles.nth(0));
          const second = await box(articles.nth(1));
          if (size.phone) {
            expect(second.x).toBeCloseTo(first.x, 0);
            expect(second.y).toBeGreaterThan(first.y + first.height - 1);
            expect(first.x + first.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
          } else {
            expect(second.y).toBeCloseTo(first.y, 0);
            expect(second.x).toBeGreaterThan(first.x + first.width - 1);
          }
        }
        // lazy images: scroll each into view and check it decoded (no broken image, no failed request)
        const images = page.locator('main article img');
        for (let index = 0; index < (await images.count()); index += 1) {
          const image = images.nth(index);
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(
              () =>
                image.evaluate((img) =>
                  /** @type {HTMLImageElement} */ (img).decode().then(
                    () => true,
                    () => false,
                  ),
                ),
              { message: `image ${index} decodes` },
            )
            .toBe(true);
        }
      },
    );
  });
}
