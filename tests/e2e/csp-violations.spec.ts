import { expect, fieldRedrawn, test } from './support/fixtures';
import { cardButtons, cardSections, dialog, menuButton, themeToggle } from './support/site';

// No CSP violation on any route, in either theme, while a visitor uses the page under the site's
// real policy (vite preview sends the hosts' headers, see tooling/plugins/preview-as-deployed.ts).

const routes = ['/', '/blog', '/blog/some-post', '/no/such/page'];

test.describe('no CSP violation', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`on any route in the ${theme} theme, while the visitor uses the page`, async ({ page, visit }) => {
      test.slow(); // four routes in one test
      await page.addInitScript((saved) => {
        if (!sessionStorage.getItem('theme-set')) {
          localStorage.setItem('theme', saved);
          sessionStorage.setItem('theme-set', '1');
        }
        const violations: string[] = JSON.parse(sessionStorage.getItem('csp') ?? '[]');
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(
            `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          );
          sessionStorage.setItem('csp', JSON.stringify(violations));
        });
      }, theme);
      for (const path of routes) {
        await visit(path);
        await menuButton(page).click();
        await menuButton(page).click();
        if (path === '/' && cardSections.length > 0) {
          await cardButtons(page, cardSections[0]!.id).first().click();
          await expect(dialog(page)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog(page)).toBeHidden();
        }
        await themeToggle(page).click();
        // the field has redrawn in the other theme's colour
        await fieldRedrawn(page);
      }
      expect(await page.evaluate(() => sessionStorage.getItem('csp') ?? '[]')).toBe('[]');
    });
  }
});
