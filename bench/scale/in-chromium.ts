import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PostScripts {
  page: string;
  /** the scripts fetched by the load event, then all of them once the page has hydrated and its particle field started */
  atLoad: { files: number; bytes: number; gzip: number };
  settled: { files: number; bytes: number; gzip: number };
  paths: string[];
}

const LONG = 300_000;

/**
 * The JavaScript a post's page loads in Chromium (1280×800, the particle field as the browser allows
 * it): each script response's file of the build, its bytes as built and gzipped (-9), by the load
 * event and once the page has settled: hydrated (the header's search is a button, a link before), its
 * particle field started or given up (its layer names its renderer) and no request under way. (The
 * network's idling says nothing on a long page: the browser fetches nothing while it lays the page out,
 * then the page's chunks.)
 */
export async function postScripts(browser: Browser, origin: string, site: string, path: string): Promise<PostScripts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen: { path: string; atLoad: boolean }[] = [];
  let loaded = false;
  let inFlight = 0;
  let quiet: (() => void) | undefined;
  page.on('request', () => (inFlight += 1));
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) quiet?.();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      seen.push({ path: new URL(response.url()).pathname, atLoad: !loaded });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: LONG });
  loaded = true;
  await page.locator('header button[aria-keyshortcuts]').waitFor({ timeout: LONG });
  if ((await page.locator('.particle-layer').count()) > 0)
    await page.locator('.particle-layer[data-renderer]').waitFor({ state: 'attached', timeout: LONG });
  if (inFlight > 0) await new Promise<void>((done) => (quiet = done));
  await context.close();
  const sum = (list: typeof seen) => {
    const unique = [...new Set(list.map(({ path: script }) => script))].map((script) =>
      readFileSync(join(site, decodeURIComponent(script))),
    );
    return {
      files: unique.length,
      bytes: unique.reduce((total, bytes) => total + bytes.length, 0),
      gzip: unique.reduce((total, bytes) => total + gzipSync(bytes, { level: 9 }).length, 0),
    };
  };
  return {
    page: path,
    atLoad: sum(seen.filter(({ atLoad }) => atLoad)),
    settled: sum(seen),
    paths: [...new Set(seen.map(({ path: script }) => script))],
  };
}

/**
 * From the first keystroke in the search field to the first result in its list, in milliseconds, on
 * a first visit (a new context: nothing cached): the home page, hydrated (its search is a button), the
 * search opened with it, and `word` typed as soon as the field shows, so the time holds fetching and
 * reading the index when that is still under way. The particle field is off (`?renderer=none`): its
 * work would be measured with the search's.
 */
export async function firstResult(browser: Browser, origin: string, word: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?renderer=none`);
    const button = page.locator('header button[aria-keyshortcuts]');
    await button.click();
    const field = page.locator('dialog[open] input[role="combobox"]');
    await field.waitFor();
    await page.evaluate(() => {
      const input = document.querySelector('dialog[open] input[role="combobox"]');
      const dialog = document.querySelector('dialog[open]');
      if (!input || !dialog) throw new Error('no open search');
      const times: { start?: number; result?: number } = {};
      input.addEventListener('keydown', () => (times.start ??= performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (times.start !== undefined && dialog.querySelector('[role="listbox"]:not([hidden]) [role="option"]')) {
          times.result = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(dialog, { childList: true, subtree: true, attributes: true });
      Object.assign(window, { __firstResult: times });
    });
    await field.focus();
    await page.keyboard.type(word);
    const handle = await page.waitForFunction(
      () => {
        const { start, result } = (window as unknown as { __firstResult: { start?: number; result?: number } })
          .__firstResult;
        return start !== undefined && result !== undefined ? result - start : undefined;
      },
      undefined,
      { timeout: LONG },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}
