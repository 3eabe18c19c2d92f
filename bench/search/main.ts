import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../scripts/browsers.mjs';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { type IndexedDocument, searchIndexOptions } from '../../src/shared/search/search-document';
import { searchResults } from '../../src/shared/search/search-results';
import { writePosts } from './fifty-posts';
import { flag, load } from '../command-line';

/**
 * `npm run bench:search [-- options]`: what the site's search costs, measured, never asserted.
 *
 * Without `--site`: makes 50 posts (fifty-posts.ts: real English prose, code, a few paragraphs in
 * Chinese and Japanese) in a temporary folder and builds the site with them (POSTS_DIR, into
 * dist-bench-search/). Then, for that build (or the one `--site` names):
 * - each language's index: its bytes (raw, gzip -9, brotli), its documents and words;
 * - in Node: reading an index back (MiniSearch.loadJSON, as the browser does) and a query, medians;
 * - in Chromium (scripts/browsers.mjs' choice), 1280×800: from a keystroke in the search field to its
 *   results in the page (the DOM changed) and on screen (the next frame painted), for queries typed
 *   a character at a time (words of the site's titles and headings; a word in Chinese or Japanese
 *   entered at once, as an input method commits it), median and 90th percentile, as the machine
 *   runs and with the CPU slowed four times (a phone's).
 * Options:
 *   --site <dir>     measure this build (dist-posts, …) instead of building one
 *   --posts <n>      how many posts to make (default 50)
 *   --rounds <n>     how many times the queries are typed (default 3)
 *   --first-load     also: what the home page's first load fetches (requests, bytes) from the build
 * The site is served on SEARCH_BENCH_PORT (default 4178).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(rank * sorted.length))] ?? NaN;
}

/** Each language's index file of a build: assets/search-<language>-<hash>.json. */
function indexFiles(site: string): { language: string; file: string }[] {
  return readdirSync(join(site, 'assets')).flatMap((file) => {
    const language = /^search-([\w-]+)-[\w-]+\.json$/.exec(file)?.[1];
    return language ? [{ language, file: join(site, 'assets', file) }] : [];
  });
}

/** The words a reader might type: a word of five letters or more from titles and headings, and a CJK word there is. */
function queriesOf(json: string): { text: string; whole: boolean }[] {
  const { storedFields, index } = JSON.parse(json) as {
    storedFields: Record<string, { title?: string; heading?: string }>;
    index: [string, unknown][];
  };
  const words = new Set<string>();
  for (const { title = '', heading = '' } of Object.values(storedFields))
    for (const word of `${title} ${heading}`.toLowerCase().split(/[^a-z]+/)) if (word.length >= 5) words.add(word);
  const latin = [...words].filter((_, position) => position % Math.max(1, Math.floor(words.size / 12)) === 0);
  const cjk = index
    .map(([term]) => term)
    .filter((term) => /^\p{Script=Han}{2,}$|^\p{Script=Katakana}{3,}$/u.test(term));
  return [
    ...latin.slice(0, 12).map((text) => ({ text, whole: false })),
    ...cjk.slice(0, 3).map((text) => ({ text, whole: true })),
  ];
}

function reportIndexes(site: string, log: (line?: string) => void) {
  const files = indexFiles(site);
  if (files.length === 0) {
    log(`${site}: no search index (a site without search)`);
    return files;
  }
  log('index (per language)        raw        gzip -9    brotli     documents  words');
  for (const { language, file } of files) {
    const bytes = readFileSync(file);
    const { documentCount, index } = JSON.parse(bytes.toString('utf8')) as { documentCount: number; index: unknown[] };
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    log(
      `${language.padEnd(26)} ${kB(bytes.length).padStart(9)} ${kB(gzipSync(bytes, { level: 9 }).length).padStart(10)} ${kB(brotli).padStart(9)} ${String(documentCount).padStart(11)} ${String(index.length).padStart(6)}`,
    );
  }
  return files;
}

function nodeTimings(json: string, language: string, queries: { text: string }[], log: (line?: string) => void) {
  const loads: number[] = [];
  const loadIndex = () => {
    const start = performance.now();
    const index = MiniSearch.loadJSON<IndexedDocument>(json, searchIndexOptions(language));
    loads.push(performance.now() - start);
    return index;
  };
  const index = loadIndex();
  for (let run = 1; run < 7; run += 1) loadIndex();
  const searches: number[] = [];
  for (let run = 0; run < 5; run += 1)
    for (const { text } of queries)
      for (let length = 1; length <= text.length; length += 1) {
        const start = performance.now();
        searchResults(index, text.slice(0, length));
        searches.push(performance.now() - start);
      }
  log(
    `Node ${process.version}: loadJSON ${median(loads).toFixed(1)} ms (median of 7); a query (each prefix of the queries) median ${median(searches).toFixed(2)} ms, p90 ${percentile(searches, 0.9).toFixed(2)} ms`,
  );
}

/** Records, in the page, each keystroke's time to the DOM's change and to the next painted frame. */
function recordKeystrokes() {
  const field = document.querySelector<HTMLInputElement>('dialog[open] input[role="combobox"]');
  const dialog = document.querySelector('dialog[open]');
  if (!field || !dialog) throw new Error('no open search');
  const times: { dom: number | null; frame: number }[] = [];
  let start = 0;
  let dom: number | null = null;
  const begin = () => {
    if (start === 0) {
      start = performance.now();
      dom = null;
    }
  };
  field.addEventListener('keydown', begin, { capture: true });
  field.addEventListener('beforeinput', begin, { capture: true });
  new MutationObserver(() => {
    if (start !== 0 && dom === null) dom = performance.now() - start;
  }).observe(dialog, { childList: true, subtree: true, characterData: true, attributes: true });
  field.addEventListener('input', () => {
    const began = start;
    requestAnimationFrame(() =>
      setTimeout(() => {
        times.push({ dom, frame: performance.now() - began });
        start = 0;
      }),
    );
  });
  Object.assign(window, { __keystrokes: times });
}

interface Keystroke {
  dom: number | null;
  frame: number;
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __keystrokes: Keystroke[] }).__keystrokes);

/** Types each query a character at a time (a CJK word at once), the field emptied before each; every keystroke's times. */
async function typeQueries(page: Page, queries: { text: string; whole: boolean }[], rounds: number) {
  const field = page.locator('dialog[open] input[role="combobox"]');
  const all: Keystroke[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const { text, whole } of queries) {
      await field.fill('');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      await page.evaluate(() => ((window as unknown as { __keystrokes: Keystroke[] }).__keystrokes.length = 0));
      const strokes = whole ? [text] : [...text];
      for (const [position, stroke] of strokes.entries()) {
        if (whole) await page.keyboard.insertText(stroke);
        else await page.keyboard.type(stroke);
        await page.waitForFunction(
          (expected) => (window as unknown as { __keystrokes: Keystroke[] }).__keystrokes.length >= expected,
          position + 1,
        );
      }
      const times = await recorded(page);
      if (times.length !== strokes.length) throw new Error(`${text}: ${times.length} keystrokes recorded`);
      all.push(...times);
    }
  return all;
}

async function keystrokeTimings(
  browser: Browser,
  origin: string,
  queries: { text: string; whole: boolean }[],
  rounds: number,
  log: (line?: string) => void,
) {
  for (const slowdown of [1, 4]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${origin}/?renderer=none`);
    // hydrated: the search is a button (a link before)
    await page.locator('header button[aria-keyshortcuts]').waitFor();
    // opening it the first time: its chunk, then the index fetched and read (its status no longer says it loads)
    const opening = await page.evaluate(async () => {
      const start = performance.now();
      document.querySelector<HTMLButtonElement>('header button[aria-keyshortcuts]')?.click();
      const until = (ready: () => boolean) =>
        new Promise<number>((done) => {
          const check = () => (ready() ? done(performance.now() - start) : requestAnimationFrame(check));
          check();
        });
      const field = await until(() => !!document.querySelector('dialog[open] input[role="combobox"]'));
      const index = await until(() => document.querySelector('dialog[open] [role="status"]')?.textContent === '');
      return { field, index };
    });
    await page.evaluate(recordKeystrokes);
    const times = await typeQueries(page, queries, rounds);
    const frames = times.map(({ frame }) => frame);
    const doms = times.flatMap(({ dom }) => (dom === null ? [] : [dom]));
    log(
      `CPU ${slowdown === 1 ? 'as is      ' : 'slowed 4× '}: opening the search shows its field in ${opening.field.toFixed(0)} ms, the index is read in ${opening.index.toFixed(0)} ms (a first visit: nothing cached)`,
    );
    log(
      `CPU ${slowdown === 1 ? 'as is      ' : 'slowed 4× '}: ${frames.length} keystrokes; results in the page (DOM changed, ${doms.length} of them) median ${median(doms).toFixed(1)} ms, p90 ${percentile(doms, 0.9).toFixed(1)} ms; on screen (next frame) median ${median(frames).toFixed(1)} ms, p90 ${percentile(frames, 0.9).toFixed(1)} ms`,
    );
    await page.close();
  }
}

/**
 * What the home page's first load fetches: requests, bytes as sent (vite preview compresses as the
 * hosts do) and as read, by the load event and once the network is idle (the particle field's too).
 */
async function firstLoad(browser: Browser, origin: string, log: (line?: string) => void) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const seen: Promise<{ path: string; sent: number; read: number; atLoad: boolean }>[] = [];
  let loaded = false;
  page.on('requestfinished', (request) => {
    const atLoad = !loaded;
    seen.push(
      Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(([sizes, body]) => ({
        path: new URL(request.url()).pathname,
        sent: sizes.responseBodySize,
        read: body?.length ?? 0,
        atLoad,
      })),
    );
  });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(seen);
  const sum = (list: typeof all) =>
    `${list.length} requests, ${kB(list.reduce((total, { sent }) => total + sent, 0))} sent (${kB(list.reduce((total, { read }) => total + read, 0))} read)`;
  log(`home page, by the load event: ${sum(all.filter(({ atLoad }) => atLoad))}`);
  log(`home page, once the network is idle (the particle field's too): ${sum(all)}`);
  const search = all.filter(({ path }) => /\/assets\/search-/.test(path)).map(({ path }) => path);
  log(`of the search: ${search.length === 0 ? 'nothing' : search.join(', ')}`);
  await page.close();
}

export async function main(args: string[]): Promise<number> {
  const log = (line = '') => console.log(line);
  log(
    `search benchmark — ${new Date().toISOString()}, ${execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()}; machine load (1/5/15 min) ${load()}`,
  );
  let site = flag(args, '--site');
  if (!site) {
    const count = Number(flag(args, '--posts') ?? 50);
    const posts = join(tmpdir(), 'search-bench-posts');
    const { words } = writePosts(posts, root, count);
    log(`${count} posts (${words.toLocaleString('en')} words) written to ${posts}; building the site with them …`);
    site = join(root, 'dist-bench-search');
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: '', POSTS_DIR: posts, DIST_DIR: site },
      encoding: 'utf8',
    });
    if (built.status !== 0) {
      log(built.stdout.slice(-3000));
      log(built.stderr.slice(-3000));
      return 1;
    }
  }
  if (!existsSync(join(site, 'index.html'))) {
    log(`${site}/index.html is missing: build it first`);
    return 1;
  }
  log();
  const files = reportIndexes(site, log);
  const [first] = files;
  const queries = first ? queriesOf(readFileSync(first.file, 'utf8')) : [];
  if (first) {
    log(`queries (${first.language}): ${queries.map(({ text }) => text).join(', ')}`);
    // (a file is named by its language's tag in lower case, which Intl reads as well)
    nodeTimings(readFileSync(first.file, 'utf8'), first.language, queries, log);
  }
  const { origin, stop } = await serveDist({
    outDir: site,
    port: Number(process.env.SEARCH_BENCH_PORT ?? 4178),
    portVariable: 'SEARCH_BENCH_PORT',
    name: 'bench:search',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    if (args.includes('--first-load')) await firstLoad(browser, origin, log);
    if (first) await keystrokeTimings(browser, origin, queries, Number(flag(args, '--rounds') ?? 3), log);
  } finally {
    await browser.close();
    stop();
  }
  log(`machine load at the end: ${load()}`);
  return 0;
}
