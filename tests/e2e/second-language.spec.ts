import english from '../../src/shared/i18n/texts/en';
import german from '../../src/shared/i18n/texts/de';
import { experience as germanExperience } from '../fixtures/content/german-owner/de/experience';
import { profile as germanProfile } from '../fixtures/content/german-owner/de/profile';
import { profile } from '../fixtures/content/german-owner/profile';
import { expect, type Guard } from './support/fixtures';
import { ownerSiteTest, roomAbove } from './support/owner-site';

// An owner who writes in English and German (german-owner, written from the README alone), built and
// served as GitHub Pages serves a site: every output of the German pages is German. What they must
// say is read from the German catalogue and the fixture's translations.

const test = ownerSiteTest('german-owner', 'tests/fixtures/content/german-owner');

/** Chromium logs the 404 status of a document the host answers with a 404.html. */
const allowDocument404 = (guard: Guard) =>
  guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 404/);

test.describe('a site in English and German, written from the README', () => {
  test('the switcher speaks the page’s language and names the other in its own', async ({ page }) => {
    await page.goto('/de/blog');
    const link = page.getByRole('banner').locator('a[hreflang="en"]');
    await expect(link).toHaveAttribute('title', `${german.switchLanguage('Englisch')} (${english.languageName})`);
    await page.goto('/blog');
    await expect(page.getByRole('banner').locator('a[hreflang="de"]')).toHaveAttribute(
      'title',
      `${english.switchLanguage('German')} (${german.languageName})`,
    );
  });

  test('an unknown German address gets the German error screen, status text too, and the host has a German 404 page', async ({
    page,
    request,
    guard,
  }) => {
    allowDocument404(guard);
    guard.allowFailedRequest(/\/de\/gibt-es-nicht$/);
    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.unexpectedError);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`404 ${german.notFound}`);
    await expect(page).toHaveTitle(new RegExp(`^404 ${german.notFound} · `));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const notFound = await (await request.get(`/de/404.html`)).text();
    expect(notFound).toMatch(/<html lang="de" dir="ltr"/);
  });

  test('the German pages’ link preview is their own image, of the German job title, and their menu links the German résumé', async ({
    page,
    request,
  }) => {
    await page.goto('/de');
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(image.pathname).toBe('/de/og-image.png');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      `${germanProfile.name ?? profile.name}, ${germanProfile.jobTitle}`,
    );
    const [own, shared] = await Promise.all([request.get('/de/og-image.png'), request.get('/og-image.png')]);
    expect(own.headers()['content-type']).toContain('image/png');
    expect(Buffer.compare(await own.body(), await shared.body())).not.toBe(0);
    await page.getByRole('button', { name: german.menu, exact: true }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^${german.resume}`) })).toHaveAttribute(
      'href',
      '/de/resume.pdf',
    );
    const resume = await (await request.get('/de/resume.json')).json();
    expect(resume.meta.canonical).toBe(`${new URL('/de/resume.json', image).href}`);
  });

  test('at 1280 px the hero’s accented capital has room in its line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/', '/de']) {
      await page.goto(path);
      const { glyph, room } = await roomAbove(page, 'h1#intro-heading', 'Ó');
      expect(
        glyph,
        `${path}: the accent of Ó (${glyph.toFixed(1)} px above the baseline) within its line (${room.toFixed(1)} px)`,
      ).toBeLessThanOrEqual(room);
    }
  });

  test('cards without a picture show the same initials in German as in English', async ({ page }) => {
    const initials = async (path: string) => {
      await page.goto(path);
      return page.locator('main article [data-placeholder]').allTextContents();
    };
    const shown = await initials('/');
    expect(shown.length, 'the fixture has cards without a picture').toBeGreaterThan(0);
    expect(await initials('/de')).toEqual(shown);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a long German compound in a card’s dialog may break with a hyphen, in German, and stays inside the dialog', async ({
      page,
    }) => {
      const compound = germanExperience
        .flatMap((entry) => entry.description ?? [])
        .join(' ')
        .match(/\p{L}{20,}/u)?.[0];
      expect(compound, 'the fixture has a long compound').toBeDefined();
      await page.goto('/de');
      await page.locator('section#experience article').first().getByRole('button').tap();
      const dialog = page.getByRole('dialog');
      const line = dialog.locator('li', { hasText: compound! });
      await expect(line).toBeVisible();
      const { hyphens, lang } = await line.evaluate((element) => ({
        hyphens: getComputedStyle(element).hyphens,
        lang: element.closest('[lang]')?.getAttribute('lang'),
      }));
      expect({ hyphens, lang }).toEqual({ hyphens: 'auto', lang: 'de' });
      const [box, outer] = await Promise.all([line.boundingBox(), dialog.boundingBox()]);
      expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
    });
  });
});
