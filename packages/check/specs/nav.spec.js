import { menuButton, menuList } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { literally, openMenu } from '../support/page.js';
import { at, profile, texts } from '../support/site.js';
import { expect, sizes, test } from '../support/site-test.js';

// The menu's résumé: a PDF of the site's own, in a new tab.

for (const size of sizes) {
  test.describe(`navigation bar, ${size.name}`, () => {
    test.use(size.use);

    test(
      'picking Resume opens the PDF from this site in a new tab',
      forOwners('generated-resume'),
      async ({ page, context, visit }) => {
        test.skip(!profile.resume, 'no résumé in this content');
        await visit(at('/'));
        await menuButton(page).click();
        const resume = (await menuList(page)).getByRole('link', { name: new RegExp(`^${literally(texts.resume)}`) });
        const pdf = context.waitForEvent('response', (response) => response.url().endsWith('.pdf'));
        const popupPromise = context.waitForEvent('page');
        await resume.click();
        const popup = await popupPromise;
        const response = await pdf;
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
        // the new tab itself went to the PDF (the tab's address says so in a browser with a PDF viewer; a headless
        // shell has none, and saves the file instead, its tab staying blank)
        expect(response.request().isNavigationRequest()).toBe(true);
        expect(response.frame().page()).toBe(popup);
        expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
        await popup.close();
        await expect(openMenu(page)).toHaveCount(0);
      },
    );
  });
}
