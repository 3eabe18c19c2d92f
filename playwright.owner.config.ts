import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserTestConfig, e2ePort, noWebglProject } from './tests/e2e/support/browser-test-config';

/**
 * The browser tests that hold for any owner (tagged `@owner` by forOwners()), on the owner's own build:
 * what `npm run check` runs, in a clone of the template and in a site that installs it (whose
 * package holds these specs). Only the spec files that have such tests are loaded, in Chromium without
 * WebGL (the 2D field; the renderers are the template's to test, not the owner's).
 */
const testDir = join(dirname(fileURLToPath(import.meta.url)), 'tests/e2e');
const ownerSpecs = readdirSync(testDir).filter(
  (file) => file.endsWith('.spec.ts') && readFileSync(join(testDir, file), 'utf8').includes('forOwners('),
);

export default browserTestConfig({
  testDir,
  port: e2ePort(),
  dist: process.env.E2E_DIST ?? 'dist',
  projects: [{ ...noWebglProject, testMatch: ownerSpecs, grep: /@owner/ }],
});
