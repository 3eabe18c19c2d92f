import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { cardButtons, cardSections, dialog, menuButton, menuList, settleAnimations } from './support/site';

// The keyboard's way through the pages: every stop shows where focus is. axe's checks of the pages, the
// menu and the dialogs are the owner's check's (packages/check/specs/a11y.spec.js).

test.describe.configure({ mode: 'parallel' });

async function useTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Tabs through the page until focus comes round again; for every stop, checks the focused element
 * shows a visible indicator (an outline, or a box shadow, on itself or its ::after overlay).
 * Returns the stops so the caller can check nothing interactive was skipped.
 */
async function tabThrough(page: Page, limit = 80): Promise<{ stops: string[]; invisible: string[] }> {
  const stops: string[] = [];
  const invisible: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const visible = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor)) ||
        (style.boxShadow !== 'none' && style.boxShadow !== '');
      const shown = visible(getComputedStyle(element)) || visible(getComputedStyle(element, '::after'));
      const box = element.getBoundingClientRect();
      const onScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth;
      const id = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      return { key: `${id}#${Array.from(document.querySelectorAll('*')).indexOf(element)}`, id, shown, onScreen };
    });
    if (!stop) continue;
    if (stops.includes(stop.key)) break;
    stops.push(stop.key);
    if (!stop.shown || !stop.onScreen)
      invisible.push(`${stop.id}${stop.shown ? ' (off screen)' : ' (no focus indicator)'}`);
  }
  return { stops, invisible };
}

/** Every element a keyboard user should reach on the page as it is now (visible links and buttons). */
const interactiveCount = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button, [tabindex]:not([tabindex="-1"]), input, select, textarea',
        ),
      ).filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]')).length,
  );

for (const size of sizes) {
  test.describe(`accessibility, ${size.name}`, () => {
    test.use(size.use);
    // tabbing through whole pages is slow on software-rendered Chromium: triple the time limit
    test.slow();

    // focus styles do not depend on the width: the two sizes share out the two themes
    const theme = size.phone ? 'light' : 'dark';
    for (const pages of [['/'], ['/blog', '/blog/some-post', '/no/such/page']]) {
      test(`every interactive element on ${pages.join(', ')} shows a visible focus indicator when tabbed to, in the ${theme} theme`, async ({
        page,
        visit,
      }) => {
        await useTheme(page, theme);
        for (const route of pages) {
          await visit(route);
          await settleAnimations(page);
          const { stops, invisible } = await tabThrough(page);
          expect(invisible, `focus indicators on ${route}`).toEqual([]);
          expect(stops.length, `every link and button on ${route} is reachable by Tab`).toBe(
            await interactiveCount(page),
          );
        }
      });
    }

    test(`the open menu and an open modal show a visible focus indicator on every stop, in the ${theme} theme`, async ({
      page,
      visit,
    }) => {
      await useTheme(page, theme);
      await visit('/');
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      const links = (await menuList(page)).getByRole('link');
      for (let index = 0; index < (await links.count()); index += 1) {
        await page.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
        expect(await links.nth(index).evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      }
      await page.keyboard.press('Escape');
      if (cardSections.length === 0) return;
      await cardButtons(page, cardSections.at(-1)!.id).first().focus();
      await page.keyboard.press('Enter');
      const close = dialog(page).getByRole('button', { name: 'Close' });
      await expect(close).toBeFocused();
      // each of the dialog's stops (the ×, the scrollable details) until Tab leaves for the browser's own controls
      const stops: string[] = [];
      for (let step = 0; step < 4; step += 1) {
        const stop = await page.evaluate(() => {
          const element = document.activeElement!;
          return {
            where: element === document.body ? 'browser' : element.closest('dialog') ? 'dialog' : 'page behind',
            outline: getComputedStyle(element).outlineStyle,
          };
        });
        if (stop.where === 'browser') break;
        expect(stop).toEqual({ where: 'dialog', outline: expect.not.stringMatching(/^none$/) });
        stops.push(stop.where);
        await page.keyboard.press('Tab');
      }
      expect(stops).toHaveLength(2);
    });
  });
}
