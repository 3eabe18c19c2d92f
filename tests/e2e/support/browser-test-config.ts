import {
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from '@playwright/test';
import { join, resolve } from 'node:path';
import { testChromiumPath } from '../../../packages/check/lib/chromium.js';
import { chromiumArgs, noWebglLaunch } from '../../../packages/check/lib/owner-project.js';
import { packageRoot } from '../../../tooling/content/folder.mjs';
import { DEFAULT_E2E_PORT, requireFreePorts } from '../../../scripts/free-port.mjs';
import type { E2EOptions } from './fixtures';

/**
 * The port a Playwright config serves its build on: E2E_PORT (or DEFAULT_E2E_PORT) plus `offset`, so
 * that one variable moves a whole run's ports (the posts' config takes the next one).
 */
export const e2ePort = (offset = 0) => Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT) + offset;

/** A project of these configs: Playwright's options and the fixtures' (E2EOptions). */
type BrowserTestProject = Project<PlaywrightTestOptions & E2EOptions, PlaywrightWorkerOptions>;

/** Chromium as is: software WebGL2 through SwiftShader in headless mode, every page opened with ?renderer=webgl. */
export const webglProject: BrowserTestProject = { name: 'webgl', use: { renderer: 'webgl' } };

/** Chromium with `--disable-3d-apis`: no WebGL at all, the 2D field must carry the page. */
export const noWebglProject: BrowserTestProject = {
  name: 'no-webgl',
  use: { renderer: '2d', launchOptions: noWebglLaunch() },
};

/**
 * A Playwright config of browser tests against a production build (this config builds nothing):
 * the specs of `testDir` in `projects`, against `dist` served by `vite preview` (with the hosts'
 * headers and rewrites) on 127.0.0.1:`port`. The run starts that server itself and never uses one
 * that was already there: a taken port stops it before any test, with a line naming the port (checked
 * in the runner's own process; the workers load the config too, while the server runs).
 */
export function browserTestConfig({
  testDir,
  port,
  dist,
  projects,
}: {
  testDir: string;
  port: number;
  dist: string;
  projects: BrowserTestProject[];
}) {
  if (process.env.TEST_WORKER_INDEX === undefined) requireFreePorts([port], 'E2E_PORT');
  return defineConfig<E2EOptions>({
    testDir,
    fullyParallel: false,
    forbidOnly: !!process.env.CI,
    // a failure runs once more, only to record its trace; a test that then passes is flaky, and a flaky
    // test fails the run as a failure does (locally and in CI alike)
    retries: 1,
    failOnFlakyTests: true,
    // two workers on the 2-core CI machine
    workers: 2,
    // the limits stand for "this is hung", not for a speed, as the owner's check's do (packages/check): a busy or slow
    // machine stays far inside them
    timeout: 300_000,
    expect: { timeout: 60_000 },
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      // recording a trace screencasts the animated page for the whole test and doubled the suite's
      // time (card-dialog.spec.ts, no-webgl: 90 s → 44 s without): only the retry of a failure records one
      trace: 'on-first-retry',
      ...devices['Desktop Chrome'],
      launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    },
    projects,
    webServer: {
      // the template's own preview (its Vite config: the hosts' headers and rewrites), for the site the
      // run is in: a clone of the template, or the site that installs it (PORTFOLIO_SITE)
      command: `node "${join(packageRoot, 'cli/particle-portfolio.mjs')}" preview --strictPort --host 127.0.0.1 --port ${port} --outDir "${resolve(dist)}"`,
      cwd: process.cwd(),
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  });
}
