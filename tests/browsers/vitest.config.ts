import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The cross-browser browser tests in Firefox and WebKit (`npm run test:browsers`, after `npm run build`):
 * one file per browser, both at once (one worker each), every test named by browser and size.
 * Chromium runs the same tests under Playwright (tests/e2e/cross-browser.spec.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/browsers/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // a behaviour opens up to four routes, or looks at the field in pictures, in a browser sharing two cores
    testTimeout: 180_000,
    // a failure is a failure: no second try, in CI or locally
    retry: 0,
    hookTimeout: 120_000,
    reporters: ['verbose'],
    // WebdriverIO's loggers read their level when loaded; a failing command throws its own error
    env: { WDIO_LOG_LEVEL: 'silent' },
  },
});
