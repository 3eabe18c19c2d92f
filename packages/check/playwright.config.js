// The owner's check's browser tests (`particle-portfolio check` runs them after the build): the tests
// tagged @owner, on the site under test's build (lib/site-under-test.js), served as GitHub Pages
// serves it, in Chromium. A failure runs once more only to record its trace, and a test that then passes
// fails the run all the same.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, ownerProject } from './lib/owner-project.js';
import { testChromiumPath } from './lib/chromium.js';
import { onCi, siteFolders } from './lib/site-under-test.js';

const { root } = siteFolders();

export default defineConfig({
  fullyParallel: false,
  forbidOnly: onCi(),
  retries: 1,
  failOnFlakyTests: true,
  // half the machine's cores, two at the least: a test drives Chromium, which takes a core of its own
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // the limits stand for "this is hung", not for a speed: a busy or slow machine stays far inside them (a test takes
  // seconds; test.slow() triples its limit for axe)
  timeout: 300_000,
  expect: { timeout: 60_000 },
  outputDir: join(root, 'test-results'),
  reporter: onCi()
    ? [['list'], ['github']]
    : [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]],
  use: {
    // recording a trace screencasts the animated page for the whole test: only the retry of a failure records one
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
  projects: [ownerProject({ grep: /@owner/ })],
});
