import { defineConfig, devices } from '@playwright/test';
import type { E2EOptions } from './tests/e2e/support/fixtures';

/**
 * Browser tests against the production build (`npm run build` first; this config builds nothing).
 * Debian's Chromium is used because Playwright's own browser download is unavailable here.
 * Two projects: `webgl` (Chromium as is: software WebGL2 through SwiftShader in headless mode)
 * and `no-webgl` (`--disable-3d-apis`: no WebGL at all, the 2D fallback must carry the page).
 * The whole suite runs in both (but engines.spec.ts, the cross-engine behaviours, in `webgl` only);
 * the `renderer` option tells the shared fixtures which particle renderer each project must end up
 * with (tests/e2e/support/fixtures.ts).
 *
 * E2E_PORT and E2E_DIST serve a private copy of a build on another port, for a local run that
 * someone else's `npm run build` into dist/ (or their server on 4173) cannot disturb.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST;
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export default defineConfig<E2EOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // two workers on the 2-core CI machine: the whole suite runs twice (both renderers) within the CI budget
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // recording a trace screencasts the animated page for the whole test and doubled the suite's
    // time (modal.spec.ts, no-webgl: 90 s → 44 s without); CI retries a failure once, with a trace.
    // Locally: npx playwright test --trace on
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'webgl', use: { renderer: 'webgl' } },
    {
      name: 'no-webgl',
      // the cross-engine behaviours run once in Chromium, in `webgl` (where a visitor gets the 2D worker
      // and ?renderer=webgl gets WebGL); headless Firefox covers the page without WebGL
      testIgnore: 'engines.spec.ts',
      use: {
        renderer: '2d',
        launchOptions: { executablePath: '/usr/bin/chromium', args: [...chromiumArgs, '--disable-3d-apis'] },
      },
    },
  ],
  webServer: {
    command: DIST || PORT !== 4173 ? `npx vite preview --strictPort --port ${PORT}${DIST ? ` --outDir ${DIST}` : ''}` : 'npm run preview',
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
