import { axeViolations } from '../support/axe.js';
import { menuButton, menuList } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { cardButtons, dialog, useTheme } from '../support/page.js';
import { at, cardSections } from '../support/site.js';
import { expect, sizes, test } from '../support/site-test.js';

// axe-core's WCAG 2.1 A and AA rules on the owner's pages, in both themes: the home page, the blog
// and the page of a post that does not exist (the host's 404 page, the site's shell), at a desktop's
// width; the open menu and a card's dialog at a phone's. The template's own suite runs the other
// width of each too, on its reference owner (the tests without @owner).

test.describe.configure({ mode: 'parallel' });

const themes = /** @type {const} */ (['dark', 'light']);
const routes = [
  { path: '/', status: 200 },
  { path: '/blog', status: 200 },
  { path: '/blog/some-post', status: 404 },
];

for (const size of sizes) {
  test.describe(`accessibility, ${size.name}`, () => {
    test.use(size.use);
    // axe on whole pages is slow on software-rendered Chromium: triple the time limit
    test.slow();

    for (const theme of themes) {
      test(
        `axe finds no WCAG 2.1 A/AA violation on ${routes.map(({ path }) => path).join(', ')} in the ${theme} theme`,
        size.phone
          ? {}
          : forOwners(
              'own-theme',
              'publications',
              'own-menu',
              'no-logo',
              'cards-without-pictures',
              'sections-left-out',
              'education',
            ),
        async ({ page, visit }) => {
          await useTheme(page, theme);
          for (const { path, status } of routes) {
            await visit(at(path), { status });
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
          }
        },
      );

      // one dialog per test, every section covered: phones get the first section's in both themes, desktops share
      // out the rest
      const section = size.phone ? cardSections[0] : (cardSections[theme === 'dark' ? 1 : 2] ?? cardSections.at(-1));
      test(
        `axe finds no WCAG 2.1 A/AA violation in the open menu and in the ${section?.modalHeading ?? 'card'} dialog in the ${theme} theme`,
        size.phone ? forOwners('own-theme', 'own-menu', 'cards-without-pictures') : {},
        async ({ page, visit }) => {
          test.skip(!section, 'no card in this content');
          const { id, modalHeading } = /** @type {NonNullable<typeof section>} */ (section);
          await useTheme(page, theme);
          await visit(at('/'));
          await menuButton(page).click();
          await expect(await menuList(page)).toBeVisible();
          expect(await axeViolations(page, 'header'), 'axe on the open menu').toEqual([]);
          await page.keyboard.press('Escape');
          // the page behind a dialog was checked on its own; the dialog is checked here
          await cardButtons(page, id).first().click();
          await expect(dialog(page)).toHaveAccessibleName(modalHeading);
          expect(await axeViolations(page, 'dialog'), `axe with the ${modalHeading} dialog open`).toEqual([]);
        },
      );
    }
  });
}
