// The Chromium the check's browser tests drive: CHROMIUM_PATH, else Debian's packages, else Playwright's own
// (`particle-portfolio check --install-chromium` installs it), so that it runs on Debian without a download and
// anywhere else.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumGiven } from './site-under-test.js';

/** The path of the Chromium browser: CHROMIUM_PATH, Debian's, else Playwright's own. */
export function chromiumPath() {
  const given = chromiumGiven();
  if (given) return given;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return chromium.executablePath();
}

/** Debian's old headless shell (the package chromium-headless-shell), beside its browser. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The path of the Chromium the headless browser tests drive: CHROMIUM_PATH, else Debian's headless shell when it is
 * installed (Chromium's engine without the browser's own interface, which is what Playwright's own headless runs
 * drive: the template's browser tests took 5:44 with it against 6:57 with the browser in its headless mode), else the
 * browser. Watching a run (`--headed`) needs the browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
export function testChromiumPath() {
  if (chromiumGiven() || !existsSync(DEBIAN_HEADLESS_SHELL)) return chromiumPath();
  return DEBIAN_HEADLESS_SHELL;
}

/** Whether that Chromium is on this machine. */
export const hasChromium = () => existsSync(testChromiumPath());
