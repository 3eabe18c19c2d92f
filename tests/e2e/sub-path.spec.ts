import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { headersFile, redirectsFile } from '../../src/server/platform-files';
import { cspMetaValue } from '../../src/shared/deploy-policy';
import { isSvgFile } from '../../src/shared/site-image-files';
import { blog } from '../fixtures/content/spec-owner/blog';
import { profile } from '../fixtures/content/spec-owner/profile';
import { site } from '../fixtures/content/spec-owner/site';
import { expect, test as base, waitForParticles, withRenderer, type Guard } from './support/fixtures';
import { servePagesLike, type PagesLikeHost } from '../../packages/check/lib/pages-host.js';
import { menuButton } from './support/site';
import { SUB_PATH } from '../support/sub-path';

// A build for a sub-path (npm run build:subpath, under SUB_PATH → dist-subpath/, the
// spec-shaped fixture owner's content, whichever content src/content holds),
// served the way GitHub Pages serves a project site: plain files under the sub-path, no rewrites, no
// headers, 404.html for anything missing. The CSP reaches the browser through the pages' <meta> only.

const BASE = SUB_PATH;
const DIST = process.env.E2E_SUBPATH_DIST ?? 'dist-subpath';

const test = base.extend<{ requests: string[] }, { pagesHost: PagesLikeHost }>({
  pagesHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      if (!existsSync(join(DIST, 'index.html')))
        throw new Error(`${DIST}/index.html is missing: run \`npm run build:subpath\` first`);
      const host = await servePagesLike(DIST, BASE);
      await provide(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ pagesHost }, provide) => provide(pagesHost.origin),
  // every same-origin URL the browser asks for, documents included
  requests: async ({ context, baseURL }, provide) => {
    const seen: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === baseURL) seen.push(`${url.pathname}${url.search}`);
    });
    await provide(seen);
  },
});

/** Records Content-Security-Policy violations of every page the context opens, in sessionStorage. */
async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen: string[] = JSON.parse(sessionStorage.getItem('csp') ?? '[]');
      seen.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
      sessionStorage.setItem('csp', JSON.stringify(seen));
    });
  });
}
const cspViolations = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('csp') ?? '[]') as string[]);

/** Chromium logs the 404 status of the document; the guard still fails any other URL's 404 by its status. */
const allowDocument404 = (guard: Guard) =>
  guard.allowConsoleError(/^Failed to load resource: the server responded with a status of 404/);

const outsideBase = (requests: string[]) => requests.filter((path) => !path.startsWith(BASE));

test.describe(`the site built for ${BASE} on a plain static host`, () => {
  test.beforeEach(async ({ context }) => {
    await watchCsp(context);
  });

  test(`the home page loads every file from inside ${BASE} and the field runs`, async ({
    page,
    renderer,
    requests,
  }) => {
    const response = await page.goto(withRenderer(BASE, renderer));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(profile.name);
    await waitForParticles(page, renderer);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');

    // the head's files and the manifest's icons are there, under the base
    const heads = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // favicon.svg only when the owner's logo is an SVG; the PNG favicon, the Apple touch icon and the manifest always
    expect(heads).toHaveLength(profile.logo && isSvgFile(profile.logo) ? 4 : 3);
    const manifest = await (await page.request.get(`${BASE}site.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: BASE, scope: BASE });
    for (const href of [...heads, ...manifest.icons.map((icon: { src: string }) => icon.src)]) {
      expect(href, 'a file of the site').toMatch(new RegExp(`^${BASE}`));
      expect((await page.request.get(href)).status(), href).toBe(200);
    }

    // the pictures and the icon sprite (an SVG <use>) came from the sub-path's assets/
    await page.waitForFunction(() =>
      [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete),
    );
    const images = await page
      .locator('img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete)
          .map((img) => [img.currentSrc, img.naturalWidth] as const),
      );
    expect(images.length).toBeGreaterThan(2);
    for (const [src, width] of images) {
      expect(new URL(src).pathname).toMatch(new RegExp(`^${BASE}assets/`));
      expect(width, src).toBeGreaterThan(0);
    }
    const sprite = await page.locator('#technologies use').first().getAttribute('href');
    expect(sprite).toMatch(new RegExp(`^${BASE}assets/technology-icons-\\w+\\.svg#`));
    await expect.poll(() => requests.some((path) => path.startsWith(sprite!.split('#')[0]!))).toBe(true);

    // the link preview and search engines are told the sub-path's addresses
    const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(new URL(person.image).pathname).toMatch(new RegExp(`^${BASE}assets/`));
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(BASE);

    expect(outsideBase(requests)).toEqual([]);
    expect(requests.some((path) => path.includes('.worker') || path.includes('webgl-field'))).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  });

  test(`${BASE}blog and its links: menu, back home, the resume`, async ({ page, renderer, requests }) => {
    // as GitHub Pages does, <sub-path>blog is redirected to the folder <sub-path>blog/
    const response = await page.goto(withRenderer(`${BASE}blog`, renderer));
    expect(new URL(page.url()).pathname).toBe(`${BASE}blog/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/blog');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hi, I/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${BASE.slice(0, -1)}/?$`));

    await menuButton(page).click();
    await expect(page.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `${BASE}resume.pdf`);
    expect((await page.request.get(`${BASE}resume.pdf`)).headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
    expect(new URL(page.url()).pathname).toBe(`${BASE}blog`);

    expect(outsideBase(requests)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a deep link to a post is answered by 404.html and the router renders the post, also on reload', async ({
    page,
    guard,
    renderer,
    requests,
  }) => {
    // GitHub Pages answers it with 404.html and status 404: the document, and nothing else, may be a 404
    guard.allowFailedRequest(new RegExp(`${BASE}blog/anything(\\?|$)`));
    allowDocument404(guard);
    const response = await page.goto(withRenderer(`${BASE}blog/anything`, renderer));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Coming Soon');
    // the spec's sentence, with the owner's subject
    const sentence = `The ${blog.subject} blog post "anything" is currently being written...`;
    await expect(page.getByText(sentence)).toBeVisible();

    await page.reload();
    await expect(page.getByText(sentence)).toBeVisible();
    await waitForParticles(page, renderer);

    await page.getByRole('link', { name: '← Back to all posts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech Blog');
    expect(new URL(page.url()).pathname).toBe(`${BASE}blog`);

    expect(outsideBase(requests)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test(`an unknown path shows the router’s error screen, with a way home inside ${BASE}`, async ({
    page,
    guard,
    renderer,
    requests,
  }) => {
    guard.allowFailedRequest(new RegExp(`${BASE}no/such/page(\\?|$)`));
    allowDocument404(guard);
    const response = await page.goto(withRenderer(`${BASE}no/such/page`, renderer));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('404 Not Found');
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hi, I/ })).toBeVisible();

    expect(outsideBase(requests)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('the platform files of the sub-path build', () => {
  test('match the deploy policy: _headers, _redirects, .nojekyll, 404.html and the CSP <meta> of every page', async ({
    request,
  }, info) => {
    test.skip(info.project.name !== 'webgl', 'no browser involved: one project is enough');
    const text = async (path: string) => {
      const response = await request.get(`${BASE}${path}`);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    expect(await text('_headers')).toBe(headersFile(BASE, site.hsts));
    // the one route of the spec that is not prerendered: /blog/{slug}
    expect(await text('_redirects')).toBe(redirectsFile(BASE, ['/blog/:slug']));
    expect(await text('.nojekyll')).toBe('');
    const shell = await text('spa.html');
    expect(await text('404.html')).toBe(shell);
    for (const page of ['', 'blog/', 'spa.html']) {
      const html = await text(page);
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map(
        (match) => match[1],
      );
      expect(metas, page).toEqual([cspMetaValue()]);
      // before any script or stylesheet, so it covers them
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), page).toBeLessThan(
        html.search(/<script|<link rel="stylesheet"/),
      );
    }
  });
});
