import { buildSite, onceARun } from './build-once';
import { test as base } from './fixtures';
import { servePagesLike, type PagesLikeHost } from '../../../packages/check/lib/pages-host.js';

/**
 * The tests of a fixture owner's own site: built once a run from `folder` (a content folder under
 * tests/fixtures/content), served as GitHub Pages serves a site at the root of its domain, the base
 * URL of every page and request.
 */
export function ownerSiteTest(name: string, folder: string) {
  return base.extend<object, { host: PagesLikeHost }>({
    host: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
      async ({}, provide) => {
        const host = await servePagesLike(
          await onceARun(`${name}-site`, (dir) => buildSite(dir, { CONTENT_DIR: folder })),
          '/',
        );
        await provide(host);
        await host.close();
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ host }, provide) => provide(host.origin),
  });
}

export { roomAbove } from '../../../packages/check/support/page.js';
