// The browser tests' `test` on the site under test: its build served as GitHub Pages serves it (where
// the site's workflow publishes it), under the path it was built for, on a port of its own for each
// worker; every page and request of a test is relative to that host.
import { servePagesLike } from '../lib/pages-host.js';
import { test as base } from './fixtures.js';
import { facts } from './site.js';

export { expect, requestsReported, sizes } from './fixtures.js';

/**
 * @typedef {import('@playwright/test').TestType<
 *   import('@playwright/test').PlaywrightTestArgs &
 *     import('@playwright/test').PlaywrightTestOptions &
 *     import('./fixtures.js').E2EFixtures &
 *     import('./fixtures.js').E2EOptions,
 *   import('@playwright/test').PlaywrightWorkerArgs &
 *     import('@playwright/test').PlaywrightWorkerOptions & { host: import('../lib/pages-host.js').PagesLikeHost }
 * >} HostedTest
 */

export const test = /** @type {HostedTest} */ (
  base.extend({
    host: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
      async ({}, /** @type {(host: import('../lib/pages-host.js').PagesLikeHost) => Promise<void>} */ provide) => {
        const host = await servePagesLike(facts.dist, facts.base);
        await provide(host);
        await host.close();
      },
      { scope: 'worker' },
    ],
    baseURL: async (
      /** @type {{ host: import('../lib/pages-host.js').PagesLikeHost }} */ { host },
      /** @type {(url: string) => Promise<void>} */ provide,
    ) => provide(host.origin),
  })
);
