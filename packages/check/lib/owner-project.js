// The browser tests that hold for any owner's site, as a Playwright project: the specs of this package,
// in Chromium without WebGL (the particle field's 2D canvas: the renderers are the template's to test,
// not the owner's), on the site under test served as GitHub Pages serves it (support/site-test.js).
// The owner's check runs it (playwright.config.js); the template's suite runs it on its fixture owners.
import { fileURLToPath } from 'node:url';
import { testChromiumPath } from './chromium.js';
import { siteFolders, startsTheRun, writeSiteFacts } from './site-under-test.js';

/** Chromium's switches for a test run: no sandbox (CI's containers), nothing fetched of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Chromium with `--disable-3d-apis`: no WebGL at all, the 2D field must carry the page. */
export const noWebglLaunch = () => ({
  executablePath: testChromiumPath(),
  args: [...chromiumArgs, '--disable-3d-apis'],
});

let written = false;

/**
 * The project, its tests limited to those tagged `grep` if given. The process that starts the run writes the site's
 * facts first (once): every test file reads them.
 * @param {{ grep?: RegExp }} [options]
 */
export function ownerProject({ grep } = {}) {
  if (startsTheRun() && !written) {
    writeSiteFacts(siteFolders());
    written = true;
  }
  return {
    name: 'owner',
    testDir: fileURLToPath(new URL('../specs', import.meta.url)),
    ...(grep && { grep }),
    use: { renderer: /** @type {const} */ ('2d'), launchOptions: noWebglLaunch() },
  };
}
