import { expect, sizes, test } from './support/fixtures';
import { menuEntries as entries, profile } from '../support/site-content';
import { menuButton, menuList, openExternalLink } from './support/site';

test.describe.configure({ mode: 'parallel' });

const externalProfiles = ['LinkedIn', 'GitHub', 'Google Scholar'].filter((name) => entries.includes(name));
const entryName = (text: string) => text.replace('(opens in a new tab)', '').trim();

for (const size of sizes) {
  test.describe(`navigation bar, ${size.name}`, () => {
    test.use(size.use);

    test("shows the 60x40 logo linking home, and a dropdown of the owner's entries in order, 12rem wide, inside the window", { tag: '@owner' }, async ({ page, visit }) => {
      await visit('/blog');
      const logo = page.getByRole('banner').getByRole('img').first();
      await expect(logo).toBeVisible();
      const logoBox = (await logo.boundingBox())!;
      expect(Math.round(logoBox.width)).toBe(60);
      expect(Math.round(logoBox.height)).toBe(40);
      expect(await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => true, () => false))).toBe(true);

      await expect(menuButton(page)).toHaveAttribute('title', 'Menu');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const list = await menuList(page);
      await expect(list).toBeVisible();

      const links = list.getByRole('link');
      expect((await links.allTextContents()).map(entryName)).toEqual(entries);
      const box = (await list.boundingBox())!;
      expect(box.width).toBe(12 * 16);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

      // targets: external entries open a new tab safely; the resume is a PDF of this site; Blog stays in the tab
      const anchors = await links.evaluateAll((elements: HTMLAnchorElement[]) =>
        elements.map((a) => ({ href: a.href, target: a.target, rel: a.rel })),
      );
      const byName = new Map(entries.map((name, index) => [name, anchors[index]!]));
      const expectedHref: Record<string, string | undefined> = {
        LinkedIn: profile.links?.linkedin,
        GitHub: profile.links?.github,
        'Google Scholar': profile.links?.scholar,
      };
      for (const [name, anchor] of byName) {
        if (name === 'Blog') {
          expect(new URL(anchor.href).pathname).toBe('/blog');
          expect(anchor.target).toBe('');
          continue;
        }
        if (name === 'Resume') {
          expect(new URL(anchor.href).origin).toBe(new URL(page.url()).origin);
          expect(anchor.href).toMatch(/\.pdf$/);
        } else expect(anchor.href).toBe(expectedHref[name]);
        expect(anchor.target).toBe('_blank');
        expect(anchor.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }

      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hi');
    });

    test('the menu button toggles the menu; a press outside closes it and reaches nothing beneath', async ({ page, visit }) => {
      await visit('/');
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Blog' })).toHaveCount(0);

      // an outside press: a mouse click on the page, and on a phone a tap
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const heading = page.getByRole('heading', { level: 1 });
      const box = (await heading.boundingBox())!;
      if (size.phone) await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
      else await page.mouse.click(box.x + 10, box.y + box.height / 2);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/\/(\?.*)?$/);
    });

    test('keyboard: Enter opens the menu, Tab walks the entries in order, Escape closes it and gives focus back to the button', async ({ page, visit }) => {
      await visit('/');
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const list = await menuList(page);
      const links = list.getByRole('link');
      for (let index = 0; index < entries.length; index += 1) {
        await page.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Shift+Tab');
      await expect(links.nth(entries.length - 2)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      await expect(list).toHaveCount(0);
    });

    test('picking Blog (by mouse, then by keyboard) navigates in the same tab and closes the menu', async ({ page, visit }) => {
      await visit('/');
      await menuButton(page).click();
      await (await menuList(page)).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(page.context().pages()).toHaveLength(1);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);

      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      const blog = (await menuList(page)).getByRole('link', { name: 'Blog' });
      await blog.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('picking an external entry opens it in a new tab (kept on this machine) and closes the menu', async ({ page, context, guard, visit }) => {
      test.skip(externalProfiles.length === 0, 'no external profile in this content');
      await visit('/');
      for (const name of externalProfiles) {
        await menuButton(page).click();
        const link = (await menuList(page)).getByRole('link', { name: new RegExp(`^${name}`) });
        const href = await link.getAttribute('href');
        const opened = await openExternalLink(context, guard, link, size.phone ? 'tap' : 'click');
        expect(opened).toBe(href);
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page).toHaveURL(/\/(\?.*)?$/);
      }
    });

    test('picking Resume opens the PDF from this site in a new tab', { tag: '@owner' }, async ({ page, context, visit }) => {
      test.skip(!profile.resume, 'no résumé in this content');
      await visit('/');
      await menuButton(page).click();
      const resume = (await menuList(page)).getByRole('link', { name: /^Resume/ });
      const pdf = context.waitForEvent('response', (response) => response.url().endsWith('.pdf'));
      const popupPromise = context.waitForEvent('page');
      await resume.click();
      const popup = await popupPromise;
      const response = await pdf;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect(popup.url()).toMatch(/\.pdf$/);
      await popup.close();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
