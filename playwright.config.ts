import { ownerProject } from './packages/check/lib/owner-project.js';
import { browserTestConfig, e2ePort, noWebglProject, webglProject } from './tests/e2e/support/browser-test-config';

/**
 * Browser tests against the production build (`npm run build` first; this config builds nothing).
 * The Chromium is scripts/browsers.mjs' choice: CHROMIUM_PATH, Debian's, or Playwright's own.
 * Three projects: `owner`, the owner's check's browser tests (packages/check/specs), every one of them
 * (those the owner's check leaves out too: the other width of its accessibility checks), on the build
 * served as GitHub Pages serves it; `no-webgl` (`--disable-3d-apis`: no WebGL at all, the 2D field must
 * carry the page) runs the template's own suite but the cross-browser behaviours; `webgl` (Chromium as is: software WebGL2
 * through SwiftShader in headless mode, every page opened with ?renderer=webgl) runs the specs whose
 * outcome depends on the renderer and the cross-browser behaviours (cross-browser.spec.ts). The rest
 * of the page does not know which renderer draws the field, and running it twice took half of CI's
 * time. The `renderer` option tells the shared fixtures which particle renderer each project must
 * end up with (tests/e2e/support/fixtures.ts).
 *
 * The run serves the build itself on E2E_PORT (4310 unless given; `npm run preview`'s 4173 is
 * someone's own look at a build) and stops at once if that port is taken: it never tests a server
 * it did not start. E2E_DIST serves another build folder than dist/, for a private copy that
 * someone else's `npm run build` cannot disturb.
 */
export default browserTestConfig({
  testDir: 'tests/e2e',
  port: e2ePort(),
  dist: process.env.E2E_DIST ?? 'dist',
  projects: [
    {
      ...webglProject,
      testMatch: /(particles|particle-faults|particle-viewport|background-control|sub-path|cross-browser)\.spec\.ts$/,
    },
    // the cross-browser behaviours run once in Chromium, in `webgl` (where a visitor gets the 2D worker
    // and ?renderer=webgl gets WebGL)
    { ...noWebglProject, testIgnore: 'cross-browser.spec.ts' },
    ownerProject(),
  ],
});
