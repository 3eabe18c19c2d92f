import type { Page } from '@playwright/test';
import { blog, pageUrl, postPlaceholder, profile } from '../support/site-content';
import { expect, fieldRedrawn, sizes, test } from '../e2e/support/fixtures';
import { menuButton, menuList, settleAnimations, themeToggle } from '../e2e/support/site';

// The blog with the fixture posts (tests/fixtures/posts, built into dist-posts by `npm run build:posts`).
// Expectations are written out from the fixture files, not computed by the site's code.

test.describe.configure({ mode: 'parallel' });

/** The published fixture posts, newest first (the draft, dated 2025-04-01, is left out of the build). */
const published = [
  { slug: 'notebook-post', title: 'Training a classifier, from a notebook', date: 'March 20, 2025' },
  // the title's formula, $\sqrt{d_k}$, as characters
  { slug: 'math-post', title: 'Why attention divides by √dₖ', date: 'March 15, 2025' },
  { slug: 'code-blocks', title: 'Highlighting code at build time', date: 'March 10, 2025' },
  { slug: 'image-post', title: 'Pictures in a post', date: 'February 14, 2025' },
  { slug: 'long-post', title: 'A long post about evaluating models', date: 'November 2, 2024' },
  { slug: 'hostile-post', title: 'A post that tries to run script', date: 'June 1, 2024' },
  { slug: 'hostile-notebook', title: 'A notebook whose figure tries to run script', date: 'May 20, 2024' },
];
const absolute = pageUrl;
const article = (page: Page) => page.locator('main article');

for (const size of sizes) {
  test.describe(`blog with posts, ${size.name}`, () => {
    test.use(size.use);

    test('/blog lists the posts newest first above the Coming Soon message and the topic cards', async ({
      page,
      visit,
    }) => {
      await visit('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      const list = page.getByRole('list', { name: 'Posts' });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(published.map((post) => post.title));
      for (const post of published) {
        const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: post.title }) });
        await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
        await expect(item.locator('time')).toHaveText(post.date);
      }
      await expect(list).toContainText('A long read (2,401 words) on evaluation');
      await expect(page.getByText('An unfinished draft')).toHaveCount(0);

      // the placeholder stays, below the list
      const comingSoon = page.getByRole('heading', { name: 'Coming Soon' });
      await expect(comingSoon).toBeVisible();
      expect(await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        blog.topics.map(({ title }) => title),
      );
      const listBottom = await list.evaluate((element) => element.getBoundingClientRect().bottom);
      expect(await comingSoon.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(listBottom);
    });

    test('a post shows its title, date, reading time and tags, and leads back to all posts', async ({
      page,
      visit,
    }) => {
      await visit('/blog/long-post');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A long post about evaluating models');
      await expect(article(page).locator('header time')).toHaveText('November 2, 2024');
      await expect(article(page).locator('header time')).toHaveAttribute('datetime', '2024-11-02');
      // 2,401 words at 200 a minute, rounded up
      await expect(article(page).locator('header')).toContainText('13 min read');
      await expect(article(page).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        'machine-learning',
        'evaluation',
      ]);
      const back = page.getByRole('link', { name: '← Back to all posts' });
      await expect(back).toHaveAttribute('href', '/blog');
      if (size.phone) await back.tap();
      else await back.click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
      await expect(page).toHaveTitle(`Tech Blog · ${profile.name}`);
      // into a post again, in the app: its own title, and focus on its heading for a screen reader
      const link = page
        .getByRole('list', { name: 'Posts' })
        .getByRole('link', { name: 'A long post about evaluating models' });
      if (size.phone) await link.tap();
      else await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page).toHaveTitle(`A long post about evaluating models · ${profile.name}`);
    });
  });
}

test.describe('a post page', () => {
  test('is hydrated, not replaced: the prerendered heading stays, the page answers clicks, nothing logs an error', async ({
    page,
    visit,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
        }
      });
    });
    await visit('/blog/code-blocks');
    await expect(menuButton(page)).toBeVisible();
    await menuButton(page).click(); // hydrated: the menu opens
    await expect(await menuList(page)).toBeVisible();
    await menuButton(page).click();
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return server !== null && server === document.querySelector('main h1') && server.isConnected;
    });
    expect(kept).toBe(true);
    // the guard fails the test on any console error, hydration mismatches included
  });

  test('has its own head: title, description, canonical URL, Open Graph article tags, JSON-LD BlogPosting, the feed', async ({
    page,
  }) => {
    await page.goto('/blog/code-blocks');
    const url = absolute('/blog/code-blocks');
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    await expect(page).toHaveTitle(`Highlighting code at build time · ${profile.name}`);
    const summary =
      'Code blocks in TypeScript, Python and the shell, highlighted when the site is built, with classes instead of inline styles.';
    expect(await meta('meta[name="description"]')).toBe(summary);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="article:published_time"]')).toBe('2025-03-10');
    expect(
      await page
        .locator('meta[property="article:tag"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
    ).toEqual(['typescript', 'python', 'tooling']);
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Highlighting code at build time',
      description: summary,
      datePublished: '2025-03-10',
      url,
      author: { '@type': 'Person', name: profile.name },
    });
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', absolute('/rss.xml'));
  });

  test('code is highlighted with classes, coloured in both themes, with no style attribute anywhere in the post', async ({
    page,
    visit,
  }) => {
    await visit('/blog/code-blocks');
    const code = article(page).locator('pre code.language-ts');
    await expect(code.locator('.hljs-keyword').first()).toHaveText('export');
    await expect(code.locator('.hljs-comment')).toHaveText('// one value per full window');
    await expect(article(page).locator('pre code.language-python .hljs-string').first()).toBeVisible();
    expect(await article(page).locator('[style]').count()).toBe(0);

    /** WCAG contrast of each highlighted token against its code block's background. */
    const contrasts = () =>
      article(page)
        .locator('pre')
        .evaluateAll((blocks) => {
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
              const c = channel / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const ratio = (a: string, b: string) => {
            const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
            return (light + 0.05) / (dark + 0.05);
          };
          return blocks.flatMap((pre) => {
            const background = getComputedStyle(pre).backgroundColor;
            return [...pre.querySelectorAll('span[class^="hljs-"]')].map((span) => ({
              token: span.className,
              colour: getComputedStyle(span).color,
              contrast: ratio(getComputedStyle(span).color, background),
            }));
          });
        });
    const dark = await contrasts();
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // the colour transitions have ended
    await settleAnimations(page);
    const light = await contrasts();
    for (const tokens of [dark, light]) {
      expect(tokens.length).toBeGreaterThan(20);
      expect(new Set(tokens.map((token) => token.colour)).size, 'several token colours').toBeGreaterThanOrEqual(5);
      expect(
        tokens.filter((token) => token.contrast < 4.5),
        'tokens readable on their background',
      ).toEqual([]);
    }
    expect(light.find((token) => token.token === 'hljs-keyword')?.colour).not.toBe(
      dark.find((token) => token.token === 'hljs-keyword')?.colour,
    );
  });

  test('headings have anchors; external links open safely in a new tab; a link to another post stays in the app', async ({
    page,
    visit,
  }) => {
    await visit('/blog/code-blocks');
    const headings = article(page).locator('.post-content h2');
    await expect(headings).toHaveCount(3);
    for (const heading of await headings.all()) {
      const id = await heading.getAttribute('id');
      expect(id).toMatch(/^[a-z0-9-]+$/);
      await expect(heading.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    // the heading's own anchor (the contents links to it too)
    await article(page).locator('.post-content a[href="#a-python-training-loop"]').click();
    await expect(page).toHaveURL(/#a-python-training-loop$/);

    const external = article(page).getByRole('link', { name: /unified documentation/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName('unified documentation (opens in a new tab)');

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await article(page).getByRole('link', { name: 'post about evaluation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A long post about evaluating models');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('images are AVIF/WebP pictures (SVG as is) with their size set, so nothing shifts when they load', async ({
    page,
    visit,
  }) => {
    await visit('/blog/image-post');
    const chart = page.getByRole('img', { name: 'Validation loss falling over ten epochs' });
    const types = await chart.evaluate((img) =>
      Array.from(img.parentElement?.querySelectorAll('source') ?? [], (source) => source.type),
    );
    expect(types.slice(0, 2)).toEqual(['image/avif', 'image/webp']);
    await chart.scrollIntoViewIfNeeded();
    await expect
      .poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await chart.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/assets\/fixture-loss-chart-[\w-]+\.avif$/,
    );
    const diagram = page.getByRole('img', { name: 'Data, train, serve' });
    await expect(diagram).toHaveAttribute('src', /\/assets\/fixture-pipeline-[\w-]+\.svg$/);
    const unsized = await article(page)
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.outerHTML),
      );
    expect(unsized).toEqual([]);
    // width/height give the box its shape before the file arrives: 1600×900 drawn at 1024×576, 480×120 for the SVG
    await expect(chart).toHaveAttribute('width', '1024');
    await expect(chart).toHaveAttribute('height', '576');
    await expect(diagram).toHaveAttribute('width', '480');
    await expect(diagram).toHaveAttribute('height', '120');
  });

  test('a hostile post runs no script: no script element, event handler, javascript: URL or style survives', async ({
    page,
    visit,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit('/blog/hostile-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A post that tries to run script');
    const body = article(page).locator('.post-content');
    await expect(body).toContainText('Only this text, the chart and the plain links should remain.');
    const found = await body.evaluate((element) => ({
      scripts: element.querySelectorAll('script, iframe, object, embed, form, style, svg').length,
      handlers: [...element.querySelectorAll('*')].flatMap((node) =>
        node.getAttributeNames().filter((name) => name.startsWith('on') || name === 'style'),
      ),
      urls: [...element.querySelectorAll('[href], [src], [action], [formaction]')]
        .flatMap((node) => ['href', 'src', 'action', 'formaction'].map((name) => node.getAttribute(name) ?? ''))
        .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url)),
      ids: [...element.querySelectorAll('[id]')].map((node) => node.id),
    }));
    expect(found).toEqual({ scripts: 0, handlers: [], urls: [], ids: ['user-content-root'] });
    // the page's own #root is still the app's
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('/blog/hostile-post');

    // use everything a visitor could: click the links, toggle the details, let the image load
    for (const link of await body.locator('a').all()) await link.click({ modifiers: [], force: true }).catch(() => {});
    const details = body.locator('details');
    const toggled = () => details.evaluate((element) => element.dataset.e2eToggled === 'yes');
    await details.evaluate((element) =>
      element.addEventListener('toggle', () => (element.dataset.e2eToggled = 'yes'), { once: true }),
    );
    await body.locator('summary').click();
    // the details' toggle event has been dispatched (an ontoggle handler would have run in it), and
    // the picture has loaded (an onload or onerror handler would have run)
    await expect.poll(toggled, { message: 'the details toggled' }).toBe(true);
    await expect(details).not.toHaveAttribute('open');
    const picture = body.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/blog\/hostile-post/);
    expect(
      await page.evaluate(() => (window as unknown as { __postScriptRan?: boolean }).__postScriptRan),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('no CSP violation on a post page, in either theme', async ({ page, visit }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/blog/hostile-post', '/blog/image-post', '/blog/code-blocks']) {
      await visit(path);
      await page.mouse.wheel(0, 4000);
      await themeToggle(page).click();
      // the theme has changed everywhere: the page's colour transitions have ended, and the field has redrawn
      await settleAnimations(page);
      await fieldRedrawn(page);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
    }
  });

  test('a slug with no post, and a draft, show the spec placeholder', async ({ page, visit }) => {
    for (const slug of ['no-such-post', 'draft-post']) {
      await visit(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Coming Soon');
      await expect(page.getByText(postPlaceholder(slug))).toBeVisible();
      await expect(page.getByRole('link', { name: '← Back to all posts' })).toHaveAttribute('href', '/blog');
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a post reads in full: title, date, text, code and pictures', async ({ page }) => {
    await page.goto('/blog/image-post/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pictures in a post');
    await expect(page.locator('main time')).toHaveText('February 14, 2025');
    await expect(page.getByText('That is all it takes.')).toBeVisible();
    const chart = page.getByRole('img', { name: 'Validation loss falling over ten epochs' });
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.goto('/blog/code-blocks');
    await expect(page.locator('main pre code .hljs-keyword').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to all posts' })).toHaveAttribute('href', '/blog');
  });

  test('the blog lists the posts', async ({ page }) => {
    await page.goto('/blog');
    // each post's title links to it (its tags to their pages)
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 }).getByRole('link'),
    ).toHaveText(published.map((post) => post.title));
  });
});

test.describe('feed and sitemap', () => {
  test('rss.xml is RSS 2.0 with the posts newest first and absolute links, linked from every page', async ({
    page,
    request,
  }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/blog');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      const channel = doc.querySelector('rss > channel');
      return {
        version: doc.documentElement.getAttribute('version'),
        link: channel?.querySelector(':scope > link')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          guid: item.querySelector('guid')?.textContent,
          pubDate: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
        })),
      };
    }, xml);
    expect(feed).not.toBeNull();
    expect(feed!.version).toBe('2.0');
    expect(feed!.link).toBe(absolute('/blog'));
    expect(feed!.items.map((item) => item.title)).toEqual(published.map((post) => post.title));
    expect(feed!.items.map((item) => item.link)).toEqual(published.map((post) => absolute(`/blog/${post.slug}`)));
    expect(feed!.items.map((item) => item.guid)).toEqual(feed!.items.map((item) => item.link));
    const dates = feed!.items.map((item) => item.pubDate);
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    for (const path of ['/', '/blog', '/blog/long-post', '/blog/no-such-post']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Tech Blog · ${profile.name}" href="${absolute('/rss.xml')}" />`,
      );
    }
  });

  test('the sitemap lists every post', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const post of published) expect(sitemap).toContain(`<loc>${absolute(`/blog/${post.slug}`)}</loc>`);
    expect(sitemap).not.toContain('draft-post');
  });
});
