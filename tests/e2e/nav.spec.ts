import { expect, sizes, test } from './support/fixtures';
import { menuButton, menuList, openExternalLink } from './support/site';

test.describe.configure({ mode: 'parallel' });

const entries = ['LinkedIn', 'GitHub', 'Resume', 'Blog', 'Google Scholar'];
const entryName = (text: string) => text.replace('(opens in a new tab)', '').trim();

for (const size of sizes) {
  test.describe(`navigation bar, ${size.name}`, () => {
    test.use(size.use);

    test('shows the 60x40 logo linking home, and a dropdown of five entries in order, 12rem wide, inside the window', async ({ page, visit }) => {
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
      const [linkedin, github, resume, blog, scholar] = await links.evaluateAll((anchors: HTMLAnchorElement[]) =>
        anchors.map((a) => ({ href: a.href, target: a.target, rel: a.rel })),
      );
      expect(linkedin!.href).toMatch(/^https:\/\/(www\.)?linkedin\.com\//);
      expect(github!.href).toMatch(/^https:\/\/github\.com\//);
      expect(scholar!.href).toMatch(/^https:\/\/scholar\.google\.[a-z.]+\//);
      expect(new URL(resume!.href).origin).toBe(new URL(page.url()).origin);
      expect(resume!.href).toMatch(/\.pdf$/);
      for (const external of [linkedin, github, resume, scholar]) {
        expect(external!.target).toBe('_blank');
        expect(external!.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
      expect(new URL(blog!.href).pathname).toBe('/blog');
      expect(blog!.target).toBe('');

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
      await expect(page.getByRole('heading', { level: 2, name: 'Experience', exact: true })).toBeVisible();

      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      const blog = (await menuList(page)).getByRole('link', { name: 'Blog' });
      await blog.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('picking an external entry opens it in a new tab (kept on this machine) and closes the menu', async ({ page, context, guard, visit }) => {
      await visit('/');
      for (const name of ['LinkedIn', 'GitHub', 'Google Scholar']) {
        await menuButton(page).click();
        const link = (await menuList(page)).getByRole('link', { name: new RegExp(`^${name}`) });
        const href = await link.getAttribute('href');
        const opened = await openExternalLink(context, guard, link, size.phone ? 'tap' : 'click');
        expect(opened).toBe(href);
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page).toHaveURL(/\/(\?.*)?$/);
      }
    });

    test('picking Resume opens the PDF from this site in a new tab', async ({ page, context, visit }) => {
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
