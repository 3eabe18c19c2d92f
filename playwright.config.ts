import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/browsers.mjs';
import type { E2EOptions } from './tests/e2e/support/fixtures';

/**
 * Browser tests against the production build (`npm run build` first; this config builds nothing).
 * The Chromium is scripts/browsers.mjs' choice: CHROMIUM_PATH, Debian's, or Playwright's own.
 * Two projects: `no-webgl` (`--disable-3d-apis`: no WebGL at all, the 2D field must carry the page)
 * runs the whole suite but the cross-engine behaviours; `webgl` (Chromium as is: software WebGL2
 * through SwiftShader in headless mode, every page opened with ?renderer=webgl) runs the specs whose
 * outcome depends on the renderer and the cross-browser behaviours (cross-browser.spec.ts). The rest of the page does not know which renderer draws
 * the field, and running it twice took half of CI's time. The `renderer` option tells the shared
 * fixtures which particle renderer each project must end up with (tests/e2e/support/fixtures.ts).
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
  // a failure runs once more, only to record its trace; a test that then passes is flaky, and a flaky
  // test fails the run as a failure does (locally and in CI alike)
  retries: 1,
  failOnFlakyTests: true,
  // two workers on the 2-core CI machine
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // recording a trace screencasts the animated page for the whole test and doubled the suite's
    // time (card-dialog.spec.ts, no-webgl: 90 s → 44 s without): only the retry of a failure records one
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'webgl',
      testMatch: /(particles|particle-faults|particle-viewport|background-control|sub-path|cross-browser)\.spec\.ts$/,
      use: { renderer: 'webgl' },
    },
    {
      name: 'no-webgl',
      // the cross-browser behaviours run once in Chromium, in `webgl` (where a visitor gets the 2D worker
      // and ?renderer=webgl gets WebGL)
      testIgnore: 'cross-browser.spec.ts',
      use: {
        renderer: '2d',
        launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, '--disable-3d-apis'] },
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
