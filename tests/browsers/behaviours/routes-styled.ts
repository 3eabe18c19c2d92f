import { strict as assert } from 'node:assert';
import { firstFrame, open } from '../actions';
import type { Behaviour } from '../behaviour';

const ROUTES = ['/', '/blog', '/blog/some-post', '/no/such/page'];

/** Every route styled from its first frame, its assets over http, its CSP. */
export const routesStyled: Behaviour = {
  name: 'every route is styled from its first frame, every asset loads over http, and the CSP has no upgrade-insecure-requests',
  async run({ page }) {
    for (const path of ROUTES) {
      await open(page, path);
      const frame = await firstFrame(page, path);
      assert.ok(frame, `the probe saw the first frame of ${path}`);
      assert.ok(frame.sheets.length > 0, `${path} links a stylesheet`);
      for (const sheet of frame.sheets)
        assert.ok(sheet.rules > 0, `${path}: ${sheet.href} applied at the first frame (rules: ${sheet.rules})`);
      const served = await page.evaluate(async () => {
        const response = await fetch(location.pathname, { cache: 'no-store' });
        const header = getComputedStyle(document.querySelector('header')!);
        return {
          status: response.status,
          csp: response.headers.get('content-security-policy') ?? '',
          margin: getComputedStyle(document.body).marginTop,
          header: header.position,
          // the page fills the window (body min-height: 100dvh) and never scrolls sideways
          bodyHeight: document.body.getBoundingClientRect().height,
          windowHeight: innerHeight,
          overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          resources: performance.getEntriesByType('resource').map((entry) => entry.name),
          sheets: Array.from(document.styleSheets, (sheet) => sheet.href),
        };
      }, null);
      assert.equal(served.status, 200, `${path} answers 200`);
      assert.match(served.csp, /default-src 'self'/, `${path} is served with the site's CSP`);
      assert.doesNotMatch(
        served.csp,
        /upgrade-insecure-requests/,
        `${path}: no upgrade-insecure-requests (it sends WebKit to https:// for every asset of an http preview)`,
      );
      assert.equal(served.margin, '0px', `${path}: the stylesheet's reset applies (body margin)`);
      assert.equal(served.header, 'sticky', `${path}: the stylesheet's layout applies (sticky header)`);
      assert.ok(
        served.bodyHeight >= served.windowHeight - 1,
        `${path}: the page is at least the window's height (100dvh): ${served.bodyHeight} of ${served.windowHeight}`,
      );
      assert.ok(served.overflowX <= 0, `${path}: nothing sticks out sideways (by ${served.overflowX} px)`);
      const elsewhere = served.resources.filter((url) => !url.startsWith(`${page.origin}/`));
      assert.deepEqual(elsewhere, [], `${path}: every asset from ${page.origin}`);
      assert.ok(
        served.resources.some((url) => url.endsWith('.css')) ||
          served.sheets.some((href) => href?.startsWith(`${page.origin}/`)),
        `${path} loaded its stylesheet from ${page.origin}`,
      );
    }
  },
};
