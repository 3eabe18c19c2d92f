import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build (`npm run build` first; this config builds nothing).
 * Debian's Chromium is used because Playwright's own browser download is unavailable here.
 * Two projects: `webgl` (Chromium as is: software WebGL2 through SwiftShader in headless mode)
 * and `no-webgl` (`--disable-3d-apis`: no WebGL at all, the 2D fallback must carry the page).
 */
const PORT = 4173;
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'webgl' },
    {
      name: 'no-webgl',
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: [...chromiumArgs, '--disable-3d-apis'] } },
    },
  ],
  webServer: {
    command: 'npm run preview',
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
