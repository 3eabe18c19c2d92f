import type { Page } from '@playwright/test';
import { test as base, expect, requestsReported } from './support/fixtures';
import { cardButtons, cardSections, dialog } from './support/site';
import { servePreview, vercelBuild } from './support/build-once';

// The analytics: only a Vercel build carries them (VERCEL=1), and there they must not make the
// prerendered HTML and the hydrated tree disagree, and their chunk failing to load must leave the
// page as it is. The Vercel build is made once per run (tests/e2e/support/build-once.ts) and served
// on a port of its own; any other build makes no analytics request at all.

const test = base.extend<object, { vercelOrigin: string }>({
  vercelOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const { origin, stop } = await servePreview(await vercelBuild());
      await provide(origin);
      stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ vercelOrigin }, provide) => provide(vercelOrigin),
});

const ANALYTICS_CHUNK = /\/assets\/vercel-scripts-[\w-]+\.js$/;
// they exist only on Vercel; here they are answered with empty scripts
const stubAnalytics = (page: Page, seen: string[]) =>
  page.route('**/_vercel/**', (route) => {
    seen.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });

test('the prerendered pages hydrate without a mismatch, and the analytics load after', async ({ page, visit }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const analytics: string[] = [];
  await stubAnalytics(page, analytics);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });
  for (const path of ['/', '/blog']) {
    await visit(path);
    await expect.poll(() => analytics.filter((url) => url.endsWith('/script.js')).length).toBeGreaterThanOrEqual(2);
    // hydrated, not replaced: the <main> of the served HTML is the one on screen
    expect(
      await page.evaluate(
        () => (window as unknown as { serverMain: Element | null }).serverMain === document.querySelector('main'),
      ),
    ).toBe(true);
    analytics.length = 0;
  }
  // React reports a mismatch as a recoverable error (the guard fails the test on it) and sometimes only in a warning
  expect(
    messages.filter((message) => /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)/i.test(message)),
  ).toEqual([]);
});

test('the analytics chunk answering 404 leaves the page as it is', async ({ page, guard, visit }) => {
  guard.allowFailedRequest(ANALYTICS_CHUNK);
  guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  const analytics: string[] = [];
  await stubAnalytics(page, analytics);
  let asked = 0;
  await page.route(ANALYTICS_CHUNK, (route) => {
    asked += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await visit('/');
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await cardButtons(page, cardSections[0]!.id).first().click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(analytics).toEqual([]);
});

// the site as every other test serves it, built without VERCEL=1
base('no analytics request is made outside a Vercel build', async ({ page, visit }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // hydrated (the analytics would be asked for by its effects) and the field running; then every request the page made
  // is reported
  await visit('/');
  await requestsReported(page);
  expect(requests.filter((url) => url.includes('/_vercel/') || url.includes('vercel-scripts'))).toEqual([]);
});
