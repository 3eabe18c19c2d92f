import { themeToggle, menuButton } from '../support/controls.js';
import { forOwners } from '../support/owner-tags.js';
import { cardButtons, dialog, openMenu, useTheme } from '../support/page.js';
import { at, cardSections, findCard, texts } from '../support/site.js';
import { expect, test } from '../support/site-test.js';

// Whatever the owner wrote (long names, long titles, cards without pictures) lays out inside the
// narrowest phone, in both themes.

test.describe.configure({ mode: 'parallel' });

const themes = /** @type {const} */ (['dark', 'light']);

/**
 * Elements wider than the window, or reaching past its right edge (what a sideways scroll would show).
 * @param {import('@playwright/test').Page} page
 */
const overflowing = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    /** @type {string[]} */
    const out = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    // text for screen readers only sits in a 1 px box that clips it: nothing of it shows, past the window or anywhere
    // (a card that clips a long title is still caught: its box is the card's)
    /** @param {HTMLElement} element */
    const clippedInside = (element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const box = parent.getBoundingClientRect();
        if (getComputedStyle(parent).overflowX !== 'visible' && box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('main *, header *, dialog *')) {
      if (!(element instanceof HTMLElement)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).position === 'fixed' || clippedInside(element)) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        out.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}": ${box.left}–${box.right}`,
        );
      }
    }
    return out;
  });

test.describe('the owner’s content at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  for (const theme of themes) {
    test(
      `nothing reaches past the window on /, in the menu and in every card's dialog, in the ${theme} theme`,
      forOwners('long-words', 'own-menu', 'publications', 'sections-left-out', 'cards-without-pictures', 'education'),
      async ({ page, visit }) => {
        test.slow(); // every card's dialog, one after another
        await useTheme(page, theme);
        await visit(at('/'));
        expect(await overflowing(page), 'the home page').toEqual([]);
        await menuButton(page).tap();
        // (a tap's click may come after tap() returns)
        await expect(openMenu(page)).toHaveCount(1);
        expect(await overflowing(page), 'the open menu').toEqual([]);
        await menuButton(page).tap();
        await expect(openMenu(page)).toHaveCount(0);
        for (const { id, entries, modalHeading } of cardSections) {
          for (const [index, entry] of entries.entries()) {
            await cardButtons(page, id).nth(index).tap();
            await expect(dialog(page)).toBeVisible();
            // the entry's own dialog, with every line of its details
            await expect(dialog(page)).toHaveAccessibleName(modalHeading);
            await expect(dialog(page).getByRole('heading', { level: 3 })).toHaveText(entry.title);
            for (const line of entry.details)
              await expect(dialog(page).getByText(line, { exact: true })).toBeAttached();
            expect(await overflowing(page), `the dialog of ${id} card ${index + 1}`).toEqual([]);
            await dialog(page).getByRole('button', { name: texts.close }).tap();
            await expect(dialog(page)).toHaveCount(0);
          }
        }
        await visit(at('/blog'));
        expect(await overflowing(page), '/blog').toEqual([]);
        // a post's address the site does not have: the host's 404 page, the site's shell
        await visit(at('/blog/a-post-with-a-long-address-that-wraps'), { status: 404 });
        expect(await overflowing(page), 'a post not written yet').toEqual([]);
      },
    );
  }
});

test(
  'every picture keeps its proportions, whatever the size and shape the owner gave it',
  forOwners('odd-pictures'),
  async ({ page, visit }) => {
    await visit(at('/'));
    const stretched = await page.evaluate(async () => {
      const images = [...document.querySelectorAll('header img, main img')].filter(
        (image) => image instanceof HTMLImageElement,
      );
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images
        .filter((image) => image.naturalWidth > 0 && image.clientHeight > 0)
        .filter((image) => {
          const drawn = image.clientWidth / image.clientHeight;
          const natural = image.naturalWidth / image.naturalHeight;
          // a box of another shape is fine when the picture is fitted into it (cover or contain), not stretched
          return (
            Math.abs(drawn - natural) / natural > 0.02 &&
            !['cover', 'contain', 'scale-down'].includes(getComputedStyle(image).objectFit)
          );
        })
        .map(
          (image) =>
            `${image.currentSrc}: ${image.naturalWidth}×${image.naturalHeight} drawn ${image.clientWidth}×${image.clientHeight}`,
        );
    });
    expect(stretched).toEqual([]);
  },
);

test.describe('a card without a picture', () => {
  const card = findCard((entry) => !entry.hasImage);
  test.skip(!card, 'every card of this content has a picture');

  test(
    'shows the initials of its title on the card gradient, in both themes, on the card and in its dialog',
    forOwners('cards-without-pictures'),
    async ({ page, visit }) => {
      const { section, index, entry } = /** @type {NonNullable<typeof card>} */ (card);
      await visit(at('/'));
      const article = page.locator(`section#${section.id} article`).nth(index);
      const placeholder = article.locator('[data-placeholder]');
      await article.scrollIntoViewIfNeeded();
      // one or two letters, the first the title's first letter, each starting a word of the title
      const initials = (await placeholder.textContent()) ?? '';
      const firstLetter = (/** @type {string} */ word) => word.match(/[\p{L}\p{N}]/u)?.[0]?.toLocaleUpperCase();
      expect([...initials].length).toBeGreaterThanOrEqual(1);
      expect([...initials].length).toBeLessThanOrEqual(2);
      expect(initials[0]).toBe(firstLetter(entry.title));
      const wordStarts = entry.title.split(/[\s:—–,/]+/).map(firstLetter);
      for (const letter of initials) expect(wordStarts).toContain(letter);
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect((await placeholder.boundingBox())?.height).toBe(13 * 16);
      const look = () =>
        placeholder.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundImage, colour: style.color };
        });
      const dark = await look();
      expect(dark.background).toMatch(/^linear-gradient/);
      await themeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await look();
      expect(light.background).toMatch(/^linear-gradient/);
      expect(light, 'the placeholder follows the theme').not.toEqual(dark);
      await cardButtons(page, section.id).nth(index).click();
      await expect(dialog(page).locator('[data-placeholder]')).toHaveText(initials);
    },
  );
});
