import { allCardSections, escapeHtml, homeHeadings, pageUrl, profile, profileLinks } from '../support/site-content';
import { expect, fieldRedrawn, requestsReported, test } from './support/fixtures';
import { cardButtons, cardSections, dialog, menuButton, openMenu, themeToggle } from './support/site';
import { forOwners } from './support/owner-tags';

// What the built site delivers before and without JavaScript, and under its real headers
// (vite preview applies the hosts' headers and fallback, see tooling/plugins/preview-as-deployed.ts).

const routes = ['/', '/blog', '/blog/some-post', '/no/such/page'];

test.describe('security headers', () => {
  for (const path of routes) {
    test(`${path} is served with a strict CSP and the other security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('hashed assets are cached for a year, pages are not', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"]').getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/')).headers()['cache-control'] ?? '').not.toContain('immutable');
  });
});

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
          violations.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
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

test.describe('prerendered pages', () => {
  test('/ and /blog arrive as full HTML; other paths get the empty shell', forOwners('sections-left-out', 'publications'), async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-prerendered="/"');
    expect(home).toContain(escapeHtml(profile.name));
    for (const heading of homeHeadings) expect(home).toMatch(new RegExp(`<h2[^>]*>${heading}<`));
    // a section the content does not have leaves nothing behind
    for (const { id, entries } of allCardSections) expect(home.includes(`id="${id}"`), id).toBe(entries.length > 0);
    expect(home.includes('mailto:')).toBe(profile.email !== undefined);
    const blog = await (await request.get('/blog')).text();
    expect(blog).toContain('data-prerendered="/blog"');
    expect(blog).toContain('Tech Blog');
    const post = await (await request.get('/blog/some-post')).text();
    expect(post).toContain('<div id="root"></div>');
    expect(post).not.toContain('Blog Post Coming Soon');
  });

  test('the browser hydrates the prerendered DOM instead of replacing it', async ({ page, visit }) => {
    await page.addInitScript(() => {
      // "interactive": the HTML is parsed and the module script has not run yet
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
        }
      });
    });
    await visit('/');
    await menuButton(page).click();
    await expect(openMenu(page)).toHaveCount(1);
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return server !== null && server === document.querySelector('h1') && server.isConnected;
    });
    expect(kept).toBe(true);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page is readable', forOwners('sections-left-out', 'publications'), async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);
      await expect(page.getByText(profile.welcome)).toBeVisible();
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(homeHeadings);
      for (const { id, entries } of cardSections) await expect(page.locator(`#${id} article`)).toHaveCount(entries.length);
      if (profile.email) await expect(page.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
      await expect(page.getByRole('img', { name: profile.photoAlt })).toBeVisible();
    });

    test('the blog page is readable', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Tech Blog' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  });
});

test.describe('metadata', () => {
  for (const path of ['/', '/blog']) {
    test(`${path} has its title, description, canonical URL, Open Graph and Twitter card`, async ({ page }) => {
      await page.goto(path);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      const url = pageUrl(path);
      await expect(page).toHaveTitle(path === '/' ? `${profile.name} · ${profile.tagline}` : `Tech Blog · ${profile.name}`);
      expect(await meta('meta[name="description"]')).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
      expect(await meta('meta[property="og:url"]')).toBe(url);
      expect(await meta('meta[property="og:title"]')).toBe(await page.title());
      expect(await meta('meta[property="og:image"]')).toBe(pageUrl('/og-image.png'));
      expect(await meta('meta[property="og:image:width"]')).toBe('1200');
      expect(await meta('meta[property="og:image:height"]')).toBe('630');
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    });
  }

  test('the home page describes its owner as a JSON-LD Person, with only the links and email they published', forOwners('sections-left-out', 'own-menu'), async ({ page }) => {
    await page.goto('/');
    // one script per description: the owner, and their publications when they have some
    const described = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const person = described.find((item) => item['@type'] === 'Person') ?? {};
    expect(person).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: profile.name, jobTitle: profile.jobTitle });
    expect(person.email).toBe(profile.email && `mailto:${profile.email}`);
    expect(person.sameAs).toEqual(profileLinks.length > 0 ? profileLinks : undefined);
    // a profile the owner does not have appears nowhere in the page or its head
    const html = await page.content();
    if (!profile.links?.scholar) expect(html).not.toMatch(/scholar\.google|Google Scholar/);
    if (!profile.links?.linkedin) expect(html).not.toMatch(/linkedin\.com|LinkedIn/);
  });

  test('the link-preview image is a 1200×630 PNG', forOwners(), async ({ request }) => {
    const png = await (await request.get('/og-image.png')).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('sitemap, robots.txt, the web manifest and its icons are served', forOwners('no-logo', 'languages'), async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${pageUrl('/')}</loc>`);
    expect(sitemap).toContain(`<loc>${pageUrl('/blog')}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${pageUrl('/sitemap.xml')}`);
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
    // the head's icons (favicon.svg only when the owner's logo is an SVG) and the manifest's, drawn by the build
    await page.goto('/');
    const headIcons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
      links.map((link) => ({ src: link.getAttribute('href') ?? '', sizes: link.getAttribute('sizes') })),
    );
    expect(headIcons.length).toBeGreaterThanOrEqual(2);
    for (const icon of [...manifest.icons, ...headIcons] as { src: string; sizes?: string | null }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      if (!icon.src.endsWith('.png')) continue;
      const png = await response.body();
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      if (icon.sizes) expect(size, icon.src).toBe(icon.sizes);
      else expect(png.readUInt32BE(16), icon.src).toBe(png.readUInt32BE(20));
    }
  });
});

test.describe('images', () => {
  test('the profile photo is prioritized and offered as AVIF and WebP; the first row of cards loads at once, the rest wait until needed', async ({
    page,
    visit,
  }) => {
    await visit('/');
    const photo = page.getByRole('img', { name: profile.photoAlt });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).not.toHaveAttribute('loading', 'lazy');
    const types = await photo.evaluate((img) =>
      Array.from(img.parentElement?.querySelectorAll('source') ?? [], (source) => source.type),
    );
    expect(types.slice(0, 2)).toEqual(['image/avif', 'image/webp']);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    const loading = (section: string) =>
      page.locator(`#${section} article img`).evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    for (const [index, { id, entries }] of cardSections.entries()) {
      // the first two cards of the first section are in the first screenful; a card without a picture has no <img>
      const expected = entries.flatMap((entry, card) => (entry.hasImage ? [index === 0 && card < 2 ? 'eager' : 'lazy'] : []));
      expect(await loading(id), id).toEqual(expected);
    }
  });

  test('every image has its size set, so nothing shifts when it loads', async ({ page, visit }) => {
    await visit('/');
    const unsized = await page.locator('img').evaluateAll((images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
    expect(unsized).toEqual([]);
  });
});

test('no analytics request is made outside a Vercel build', async ({ page, visit }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // hydrated (the analytics would be asked for by its effects) and the field running; then every request the page made is reported
  await visit('/');
  await requestsReported(page);
  expect(requests.filter((url) => url.includes('/_vercel/') || url.includes('vercel-scripts'))).toEqual([]);
});
