import { browserTestConfig, e2ePort, noWebglProject } from './tests/e2e/support/browser-test-config';

/**
 * Browser tests of the blog with posts: tests/e2e-posts against the build of the fixture posts
 * (`npm run build:posts` writes dist-posts/ from tests/fixtures/posts), served on the port after
 * E2E_PORT's (4311 unless E2E_PORT is given). Same browsers and guards as playwright.config.ts, in
 * its `no-webgl` project only: the posts do not depend on the renderer. E2E_DIST serves another
 * build folder, as there.
 */
export default browserTestConfig({
  testDir: 'tests/e2e-posts',
  port: e2ePort(1),
  dist: process.env.E2E_DIST ?? 'dist-posts',
  projects: [noWebglProject],
});
