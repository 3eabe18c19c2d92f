import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The cross-engine browser tests in Firefox and WebKit (`npm run test:engines`, after `npm run build`):
 * one file per engine, both engines at once (one worker each), every test named by engine and size.
 * Chromium runs the same tests under Playwright (tests/e2e/engines.spec.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.test.ts'],
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
