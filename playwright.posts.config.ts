import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import type { E2EOptions } from './tests/e2e/support/fixtures';

/**
 * Browser tests of the blog with posts: tests/e2e-posts against the build of the fixture posts
 * (`npm run build:posts` writes dist-posts/ from tests/fixtures/posts), served on a port of its
 * own. Same browsers, projects and guards as playwright.config.ts; `npm test` runs the no-webgl
 * project only (the posts do not depend on the renderer). E2E_PORT and E2E_DIST work as there.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174);
const DIST = process.env.E2E_DIST ?? 'dist-posts';

export default defineConfig<E2EOptions>({
  ...base,
  testDir: 'tests/e2e-posts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite preview --strictPort --port ${PORT} --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
