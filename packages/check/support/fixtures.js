// The fixtures every browser test of the site runs with (the owner's check, and the template's own
// suite, which imports them from here): a guard that fails a test on any console error, page error,
// failed request or request to another origin, and a visit that waits for the particle field.
import { test as base, expect } from '@playwright/test';

/**
 * Which particle renderer a project expects to see running (`data-renderer` on the particle layer).
 * @typedef {'webgl' | '2d'} Renderer
 */

/**
 * @typedef {object} E2EOptions
 * @property {Renderer} renderer `webgl`: pages are opened with `?renderer=webgl`, so the WebGL renderer runs even on
 *   headless Chromium's software WebGL (the default `auto` would pick 2D there). `2d`: pages are opened as a visitor
 *   opens them, and with `--disable-3d-apis` the 2D canvas must carry the field.
 */

/**
 * What a test may declare as expected, so the guard does not fail it.
 * @typedef {object} Guard
 * @property {(url: string | RegExp) => void} allowExternal Lets requests to this off-origin URL through the guard; the
 *   test must route (abort/fulfil) them itself.
 * @property {(text: RegExp) => void} allowConsoleError Tolerates a console error whose text matches (for tests that
 *   break something on purpose).
 * @property {(url: RegExp) => void} allowFailedRequest Tolerates a failed same-origin request, or an HTTP error
 *   answer, whose URL matches (for tests that block or 404 one on purpose).
 * @property {() => string[]} problems Everything recorded so far that would fail the test.
 */

/**
 * @typedef {object} E2EFixtures
 * @property {Guard} guard
 * @property {(path: string, options?: { status?: number }) => Promise<void>} visit Opens a path of the site (with the
 *   project's renderer) and waits until the particle field runs. Its document must come with `status` (200 unless
 *   given: a host such as GitHub Pages answers a path the build did not write with its 404 page, the site's shell).
 * @property {() => Promise<void>} reloadPage Reloads the page and waits for the particle field again.
 */

/**
 * @typedef {import('@playwright/test').TestType<
 *   import('@playwright/test').PlaywrightTestArgs &
 *     import('@playwright/test').PlaywrightTestOptions &
 *     E2EFixtures &
 *     E2EOptions,
 *   import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions
 * >} SiteTest
 */

// browser-internal resources (the built-in PDF viewer's extension, chrome:// pages) never leave the machine
const LOCAL_SCHEMES = ['data:', 'blob:', 'about:', 'chrome-error:', 'chrome:', 'chrome-extension:'];

/** Chromium's console line for a document that came with an error status (a host's 404 page). */
const DOCUMENT_ERROR_STATUS = /^Failed to load resource: the server responded with a status of 404/;

/**
 * `path` with the project's renderer request appended (keeps an existing query and hash).
 * @param {string} path
 * @param {Renderer} renderer
 */
export function withRenderer(path, renderer) {
  if (renderer !== 'webgl') return path;
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('renderer', 'webgl');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Waits until the particle field runs with `renderer` (it loads after first paint; WebGL takes over from the 2D
 * canvas once it has drawn a frame). Two minutes stand for "it never will", however busy the machine.
 * @param {import('@playwright/test').Page} page
 * @param {Renderer} renderer
 */
export async function waitForParticles(page, renderer) {
  await expect(page.locator('.particle-layer')).toHaveAttribute('data-renderer', renderer, { timeout: 120_000 });
}

let requestMarks = 0;

/**
 * Returns once Playwright has reported (`page.on('request')`) every request the page had started by
 * now: the page fetches a marker (its own icon), and the browser reports requests in the order they
 * start. A test that says "X was never fetched" calls it once the page has passed the point where it
 * would have asked for X.
 * @param {import('@playwright/test').Page} page
 */
export async function requestsReported(page) {
  const mark = `requests-reported=${++requestMarks}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(mark));
  await page.evaluate(async (query) => {
    const url = new URL(document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '', location.href);
    url.search = query;
    await (await fetch(url)).arrayBuffer();
  }, mark);
  await reported;
}

export const test = /** @type {SiteTest} */ (
  base.extend({
    renderer: ['2d', { option: true }],

    guard: [
      /**
       * @param {{ context: import('@playwright/test').BrowserContext, baseURL: string | undefined, javaScriptEnabled: boolean }} fixtures
       * @param {(guard: Guard) => Promise<void>} provide
       * @param {import('@playwright/test').TestInfo} testInfo
       */
      async ({ context, baseURL, javaScriptEnabled }, provide, testInfo) => {
        const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
        /** @type {(string | RegExp)[]} */
        const allowedExternal = [];
        /** @type {RegExp[]} */
        const allowedConsole = [];
        /** @type {RegExp[]} */
        const allowedFailures = [];
        /** @type {string[]} */
        const problems = [];
        /** @param {string} url */
        const isAllowedExternal = (url) =>
          allowedExternal.some((allowed) => (typeof allowed === 'string' ? url === allowed : allowed.test(url)));
        /** @param {string} url */
        const sameOrigin = (url) =>
          LOCAL_SCHEMES.some((scheme) => url.startsWith(scheme)) || new URL(url).origin === origin;

        // Nothing leaves the machine: an off-origin request is aborted here, and recorded unless the test declared
        // it. A test that declares one registers its own, later (so earlier-matching) route to fulfil it.
        await context.route(
          (url) => !sameOrigin(url.href),
          async (route) => {
            const url = route.request().url();
            if (!isAllowedExternal(url)) problems.push(`request to another origin: ${route.request().method()} ${url}`);
            await route.abort('blockedbyclient');
          },
        );

        /** @param {import('@playwright/test').Page | null} page */
        const describePage = (page) => (page ? ` on ${page.url()}` : '');
        context.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (allowedConsole.some((pattern) => pattern.test(text))) return;
          problems.push(`console error${describePage(message.page())}: ${text} (${message.location().url})`);
        });
        context.on('weberror', (error) => problems.push(`page error: ${error.error().stack ?? error.error().message}`));
        context.on('requestfailed', (request) => {
          const url = request.url();
          if (!sameOrigin(url)) return; // reported (or allowed) by the route above
          const failure = request.failure()?.errorText ?? '';
          // a navigation or a lazy import cut short by the test closing the page or leaving it is not the site's fault
          if (failure === 'net::ERR_ABORTED' || allowedFailures.some((pattern) => pattern.test(url))) return;
          // with JavaScript off the browser refuses the scripts a page names to preload (its language's chunk)
          if (!javaScriptEnabled && request.resourceType() === 'script') return;
          problems.push(`request failed: ${url} (${failure})`);
        });
        context.on('response', (response) => {
          const url = response.url();
          if (response.status() < 400 || !sameOrigin(url) || allowedFailures.some((pattern) => pattern.test(url)))
            return;
          problems.push(`HTTP ${response.status()}: ${url}`);
        });

        await provide({
          allowExternal: (url) => allowedExternal.push(url),
          allowConsoleError: (text) => allowedConsole.push(text),
          allowFailedRequest: (url) => allowedFailures.push(url),
          problems: () => [...problems],
        });

        if (problems.length > 0 && testInfo.status === testInfo.expectedStatus) {
          await testInfo.attach('problems', { body: problems.join('\n'), contentType: 'text/plain' });
        }
        expect(problems, 'no console errors, page errors, failed requests or requests to other origins').toEqual([]);
      },
      { auto: true },
    ],

    visit:
      /**
       * @param {{ page: import('@playwright/test').Page, renderer: Renderer, guard: Guard }} fixtures
       * @param {(visit: E2EFixtures['visit']) => Promise<void>} provide
       */
      async ({ page, renderer, guard }, provide) => {
        await provide(async (path, { status = 200 } = {}) => {
          if (status === 404) {
            // the host's 404 page is the site's shell, which renders the page: its status is the host's answer
            const pathname = path.split(/[?#]/)[0] ?? path;
            guard.allowConsoleError(DOCUMENT_ERROR_STATUS);
            guard.allowFailedRequest(new RegExp(`${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
          }
          const response = await page.goto(withRenderer(path, renderer));
          expect(response?.status(), `HTTP status of ${path}`).toBe(status);
          await waitForParticles(page, renderer);
        });
      },

    reloadPage:
      /**
       * @param {{ page: import('@playwright/test').Page, renderer: Renderer }} fixtures
       * @param {(reload: () => Promise<void>) => Promise<void>} provide
       */
      async ({ page, renderer }, provide) => {
        await provide(async () => {
          await page.reload();
          await waitForParticles(page, renderer);
        });
      },
  })
);

export { expect };

/** The two window sizes every behaviour is checked at. */
export const sizes = /** @type {const} */ ([
  { name: 'desktop 1280x800', phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone 390x844',
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
]);
