// Which browsers the tests, Lighthouse, the screenshots and the benchmarks drive: the one place that
// decides. Each browser is an environment variable's path, else Debian's package, else (Chromium only)
// Playwright's own managed browser, so the suite runs on macOS and Windows too. Chromium is the owner's
// check's choice (packages/check/lib/chromium.js), which the template's runs share.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export { chromiumPath } from '../packages/check/lib/chromium.js';

/** @param {string} command */
const onPath = (command) =>
  (spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout ?? '').trim() || undefined;

/** FIREFOX_PATH, else Debian's `firefox-esr`; undefined without either. */
export function firefoxPath() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  return existsSync('/usr/bin/firefox-esr') ? '/usr/bin/firefox-esr' : undefined;
}

/** WEBKIT_WEBDRIVER_PATH, else WebKitGTK's `WebKitWebDriver` on the PATH; undefined without either. */
export function webkitDriverPath() {
  return process.env.WEBKIT_WEBDRIVER_PATH || onPath('WebKitWebDriver');
}

const INSTALL = {
  firefox:
    'Firefox ESR (Debian: sh scripts/install-browsers.sh, or apt-get install firefox-esr; elsewhere set FIREFOX_PATH to a Firefox)',
  webkit:
    "WebKitGTK's WebDriver and Xvfb (Debian: sh scripts/install-browsers.sh, or apt-get install webkit2gtk-driver xvfb xauth)",
};

/**
 * Why a browser of the cross-browser tests cannot run on this machine, naming what to install; undefined when it can.
 * @param {keyof typeof INSTALL} browser
 */
export function missingBrowser(browser) {
  const found = browser === 'firefox' ? firefoxPath() : webkitDriverPath() && onPath('xvfb-run');
  return found ? undefined : `${browser}: not found on this machine; install ${INSTALL[browser]}`;
}
