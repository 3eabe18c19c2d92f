// The Chromium the check's browser tests drive: CHROMIUM_PATH, else Debian's package, else Playwright's own
// (`particle-portfolio check --install-chromium` installs it), so that it runs on Debian without a download and
// anywhere else.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumGiven } from './site-under-test.js';

/** The path of the Chromium to drive. */
export function chromiumPath() {
  const given = chromiumGiven();
  if (given) return given;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return chromium.executablePath();
}

/** Whether that Chromium is on this machine. */
export const hasChromium = () => existsSync(chromiumPath());
