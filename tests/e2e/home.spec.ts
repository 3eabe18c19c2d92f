import type { Page } from '@playwright/test';
import { expect, sizes, test } from './support/fixtures';
import { findCard, technologies } from '../support/site-content';

test.describe.configure({ mode: 'parallel' });

const seconds = (value: string) =>
  value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1));

/** Computed animation of every animated element of the intro, in document order. */
const introAnimations = (page: Page) =>
  page.locator('section[aria-labelledby="intro-heading"]').evaluate((intro) =>
    Array.from(intro.querySelectorAll('*'))
      .map((element) => getComputedStyle(element))
      .filter((style) => style.animationName !== 'none')
      .map((style) => ({ name: style.animationName, delay: style.animationDelay })),
  );

/** The animation of the element around each technology icon that bobs. */
const bobbing = (page: Page) =>
  page
    .locator('#technologies')
    .getByRole('img')
    .evaluateAll((icons) =>
      icons.map((icon) => {
        let element: Element | null = icon;
        while (element && getComputedStyle(element).animationName === 'none' && element.id !== 'technologies')
          element = element.parentElement;
        const style = getComputedStyle(element ?? icon);
        return {
          name: style.animationName,
          duration: style.animationDuration,
          bob: style.getPropertyValue('--bob-duration'),
          iterations: style.animationIterationCount,
        };
      }),
    );

for (const size of sizes) {
  test.describe(`home page, ${size.name}`, () => {
    test.use(size.use);

    test('intro items rise in at 0, 0.3, 0.6 and 0.9 s; then everything is opaque', async ({ page, visit }) => {
      await visit('/');
      const animations = await introAnimations(page);
      expect(animations.map((animation) => seconds(animation.delay)[0])).toEqual([0, 0.3, 0.6, 0.9]);
      const opacities = await page.locator('section[aria-labelledby="intro-heading"]').evaluate(async (intro) => {
        await Promise.all(intro.getAnimations({ subtree: true }).map((animation) => animation.finished));
        return Array.from(intro.querySelectorAll('*'))
          .filter((element) => getComputedStyle(element).animationName !== 'none')
          .map((element) => getComputedStyle(element).opacity);
      });
      expect(opacities).toEqual(['1', '1', '1', '1']);
    });

    test('hovering a card shows its first description line over the image, clamped to 3 lines', async ({
      page,
      visit,
    }) => {
      test.skip(size.phone, 'no hover on a touch screen');
      const card = findCard((entry) => entry.details.length > 0);
      test.skip(!card, 'no card with a description in this content');
      await visit('/');
      const article = page.locator(`section#${card!.section.id} article`).nth(card!.index);
      const summary = article.locator('p.line-clamp-3, [class*="line-clamp"]').first();
      const layer = summary.locator('xpath=..');
      await article.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await expect(layer).toHaveCSS('opacity', '0');
      await article.hover();
      await expect(layer).toHaveCSS('opacity', '1');
      await expect(summary).toHaveCSS('-webkit-line-clamp', '3');
      const lineHeight = parseFloat(await summary.evaluate((element) => getComputedStyle(element).lineHeight));
      expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(3 * lineHeight + 1);
      // the hover text is the first line of the modal's details
      await article.getByRole('button').click();
      const firstDetail = (await page.getByRole('dialog').getByRole('listitem').first().textContent())!.trim();
      expect(firstDetail).toBe((await summary.textContent())!.trim());
    });

    test('Technologies shows a named icon per entry without visible labels, each bobbing for 0.5 to 3 s', async ({
      page,
      visit,
    }) => {
      test.skip(technologies.length === 0, 'no technologies in this content');
      await visit('/');
      const icons = page.locator('#technologies').getByRole('img');
      await expect(icons).toHaveCount(technologies.length);
      const names = await icons.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-label') ?? ''),
      );
      expect(names).toEqual(technologies.map((technology) => technology.name));
      expect((await page.locator('#technologies ul').innerText()).trim()).toBe('');

      const animations = await bobbing(page);
      for (const animation of animations) {
        expect(animation.name).not.toBe('none');
        expect(animation.iterations).toBe('infinite');
        // one bob (a rise or a fall) takes --bob-duration; an iteration of the animation holds ten round trips
        const [bob] = seconds(animation.bob);
        expect(bob).toBeGreaterThanOrEqual(0.5);
        expect(bob).toBeLessThanOrEqual(3);
        const [duration] = seconds(animation.duration);
        expect(duration).toBeCloseTo(20 * bob!, 2);
      }
      if (animations.length > 2)
        expect(
          new Set(animations.map((animation) => animation.bob)).size,
          'each icon has its own period',
        ).toBeGreaterThan(1);
      // and they really move
      const icon = icons.first();
      await page.locator('#technologies').scrollIntoViewIfNeeded(); // the icon itself is never still
      const start = (await icon.boundingBox())!.y;
      await expect.poll(async () => Math.abs((await icon.boundingBox())!.y - start)).toBeGreaterThan(1);
    });
  });
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the intro and the icons stand still and everything is visible at once', async ({ page, visit }) => {
    await visit('/');
    expect(await introAnimations(page)).toEqual([]);
    const opacities = await page
      .locator('section[aria-labelledby="intro-heading"]')
      .evaluate((intro) =>
        Array.from(intro.querySelectorAll('h1, p, img')).map((element) => getComputedStyle(element).opacity),
      );
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    for (const animation of await bobbing(page)) expect(animation.name).toBe('none');
  });
});
