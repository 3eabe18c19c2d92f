import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Which particle renderer a project expects to see running (`data-renderer` on the particle layer). */
export type Renderer = 'webgl' | '2d';

export interface E2EOptions {
  /**
   * `webgl`: pages are opened with `?renderer=webgl`, so the WebGL renderer runs even on headless
   * Chromium's software WebGL (the default `auto` would pick 2D there). `2d`: pages are opened as a
   * visitor opens them, and with `--disable-3d-apis` the 2D canvas must carry the field.
   */
  renderer: Renderer;
}

/** What a test may declare as expected, so the guard does not fail it. */
export interface Guard {
  /** Lets requests to this off-origin URL through the guard; the test must route (abort/fulfil) them itself. */
  allowExternal(url: string | RegExp): void;
  /** Tolerates a console error whose text matches (for tests that break something on purpose). */
  allowConsoleError(text: RegExp): void;
  /**
   * Tolerates a failed same-origin request, or an HTTP error answer, whose URL matches (for tests that block or 404 one
   * on purpose).
   */
  allowFailedRequest(url: RegExp): void;
  /** Everything recorded so far that would fail the test. */
  problems(): string[];
}

interface E2EFixtures {
  guard: Guard;
  /** Opens a path of the site (with the project's renderer) and waits until the particle field runs. */
  visit: (path: string) => Promise<void>;
  /** Reloads the page and waits for the particle field again. */
  reloadPage: () => Promise<void>;
}

// browser-internal resources (the built-in PDF viewer's extension, chrome:// pages) never leave the machine
const LOCAL_SCHEMES = ['data:', 'blob:', 'about:', 'chrome-error:', 'chrome:', 'chrome-extension:'];

/** `path` with the project's renderer request appended (keeps an existing query and hash). */
export function withRenderer(path: string, renderer: Renderer): string {
  if (renderer !== 'webgl') return path;
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('renderer', 'webgl');
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function waitForParticles(page: Page, renderer: Renderer): Promise<void> {
  // the field loads after first paint; WebGL takes over from the 2D canvas once it has drawn a frame
  await expect(page.locator('.particle-layer')).toHaveAttribute('data-renderer', renderer, { timeout: 30_000 });
}

/**
 * Frames the particle field has drawn so far, read from wherever it runs (a worker answers after handling what the page
 * sent it before).
 */
export const fieldFrames = (page: Page) => page.evaluate(async () => (await window.__readParticles?.())?.frames ?? -1);

/**
 * Waits until the particle field has drawn a frame after everything the page told it so far (a theme switch, a
 * pause...).
 */
export async function fieldRedrawn(page: Page): Promise<void> {
  const drawn = await fieldFrames(page);
  await expect.poll(() => fieldFrames(page), { message: 'the particle field drew a frame' }).toBeGreaterThan(drawn);
}

let requestMarks = 0;

/**
 * Returns once Playwright has reported (`page.on('request')`) every request the page had started by
 * now: the page fetches a marker (its own icon), and the browser reports requests in the order they
 * start. A test that says "X was never fetched" calls it once the page has passed the point where it
 * would have asked for X.
 */
export async function requestsReported(page: Page): Promise<void> {
  const mark = `requests-reported=${++requestMarks}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(mark));
  await page.evaluate(async (query) => {
    const url = new URL(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? location.href);
    url.search = query;
    await (await fetch(url)).arrayBuffer();
  }, mark);
  await reported;
}

export const test = base.extend<E2EFixtures & E2EOptions>({
  renderer: ['2d', { option: true }],

  guard: [
    async ({ context, baseURL }, provide, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const allowedExternal: (string | RegExp)[] = [];
      const allowedConsole: RegExp[] = [];
      const allowedFailures: RegExp[] = [];
      const problems: string[] = [];
      const isAllowedExternal = (url: string) =>
        allowedExternal.some((allowed) => (typeof allowed === 'string' ? url === allowed : allowed.test(url)));
      const sameOrigin = (url: string) =>
        LOCAL_SCHEMES.some((scheme) => url.startsWith(scheme)) || new URL(url).origin === origin;

      // Nothing leaves the machine: an off-origin request is aborted here, and recorded unless the test declared it.
      // A test that declares one registers its own, later (so earlier-matching) route to fulfil it.
      await context.route(
        (url) => !sameOrigin(url.href),
        async (route) => {
          const url = route.request().url();
          if (!isAllowedExternal(url)) problems.push(`request to another origin: ${route.request().method()} ${url}`);
          await route.abort('blockedbyclient');
        },
      );

      const describePage = (page: Page | null) => (page ? ` on ${page.url()}` : '');
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`console error${describePage(message.page())}: ${text} (${message.location().url})`);
      });
      context.on('weberror', (error) => problems.push(`page error: ${error.error().stack ?? error.error().message}`));
      context.on('requestfailed', (request: Request) => {
        const url = request.url();
        if (!sameOrigin(url)) return; // reported (or allowed) by the route above
        const failure = request.failure()?.errorText ?? '';
        // a navigation or a lazy import cut short by the test closing the page or leaving it is not the site's fault
        if (failure === 'net::ERR_ABORTED' || allowedFailures.some((pattern) => pattern.test(url))) return;
        problems.push(`request failed: ${url} (${failure})`);
      });
      context.on('response', (response) => {
        const url = response.url();
        if (response.status() < 400 || !sameOrigin(url) || allowedFailures.some((pattern) => pattern.test(url))) return;
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

  visit: async ({ page, renderer }, provide) => {
    await provide(async (path) => {
      const response = await page.goto(withRenderer(path, renderer));
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await waitForParticles(page, renderer);
    });
  },

  reloadPage: async ({ page, renderer }, provide) => {
    await provide(async () => {
      await page.reload();
      await waitForParticles(page, renderer);
    });
  },
});

export { expect };

/** The two window sizes every behaviour is checked at. */
export const sizes = [
  { name: 'desktop 1280x800', phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone 390x844',
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
] as const;
