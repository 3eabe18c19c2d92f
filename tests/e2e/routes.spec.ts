import { expect, sizes, test } from './support/fixtures';
import { menuButton } from './support/site';

test.describe.configure({ mode: 'parallel' });

for (const size of sizes) {
  test.describe(`routes, ${size.name}`, () => {
    test.use(size.use);

    test('/blog shows the Tech Blog placeholder with three topics, and Back to Home leads home', async ({ page, visit }) => {
      await visit('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
      await expect(page.getByText(/AI, machine learning and data science/)).toBeVisible();
      expect(await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Machine Learning',
        'AI Applications',
        'Data Science',
      ]);
      const back = page.getByRole('link', { name: 'Back to Home' });
      if (size.phone) await back.tap();
      else await back.click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Hi, I/ })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: /^Hi, I/ })).toBeVisible();
    });

    test('/blog/:slug names the post, survives a reload of the deep link, and leads back to all posts', async ({ page, visit, reloadPage }) => {
      await visit('/blog/some-post');
      const sentence = 'The AI/ML blog post "some-post" is currently being written...';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Coming Soon');
      await expect(page.getByText(sentence)).toBeVisible();

      // a deep link reloaded in place is answered by the server's SPA fallback, and the app renders the same post
      const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/blog/some-post');
      await reloadPage();
      expect((await reloaded).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Coming Soon');
      await expect(page.getByText(sentence)).toBeVisible();

      // a slug is text, whatever it holds
      await visit('/blog/%3Cb%3Ebold%3C%2Fb%3E');
      await expect(page.getByText('The AI/ML blog post "<b>bold</b>" is currently being written...')).toBeVisible();
      await expect(page.locator('main b')).toHaveCount(0);

      await page.getByRole('link', { name: '← Back to all posts' }).click();
      await expect(page).toHaveURL(/\/blog(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
    });

    test('an unknown path shows the router fallback screen with 404 Not Found and a way home', async ({ page, visit }) => {
      await visit('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('404 Not Found');
      await page.getByRole('link', { name: /Back to Home/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Hi, I/ })).toBeVisible();
    });

    test('a new page starts at the top, not at the scroll position of the page before', async ({ page, visit }) => {
      await visit('/');
      await page.locator('#contact').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await menuButton(page).click();
      await page.getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
