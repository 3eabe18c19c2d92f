import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The template as a package (`npm run test:package`): packed, installed in a site by
 * `particle-portfolio init`, built, updated, and a fork moved over (site.test.ts). One file, its steps in
 * order: each builds on the one before.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/package/**/*.test.ts'],
    environment: 'node',
    // installs and builds: minutes, not the unit tests' seconds
    testTimeout: 300_000,
    hookTimeout: 300_000,
    retry: 0,
    reporters: ['verbose'],
  },
});
