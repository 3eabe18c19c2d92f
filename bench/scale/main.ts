import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../../scripts/browsers.mjs';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { writeLongPost, writePosts } from '../search/fifty-posts';
import { distFacts, type DistFacts } from './build-output';
import { firstResult, postScripts, type PostScripts } from './in-chromium';
import { measuredRun, memoryMethod, type Run } from './peak-memory';
import { flag, load } from '../command-line';

/**
 * `npm run bench:scale [-- options]`: what a site's build and pages cost as its blog grows, measured,
 * never asserted.
 *
 * For each case, posts of real prose and code (bench/search/fifty-posts.ts) are written to a temporary
 * folder and the site (the sample owner's, or CONTENT_DIR's) is built with them (POSTS_DIR) into
 * dist-bench-scale-<case>/, by `particle-portfolio build` run as a child process. Then:
 * - the build's wall time and peak memory (its process tree's, and its largest process's);
 * - the build's bytes and files, its largest HTML page, the blog's index (its page; its chunk and its largest shard,
 *   gzipped), the feed (bytes, items);
 * - the JavaScript a post's page loads in Chromium, by the load event and once the page has settled
 *   (hydrated, its particle field started; bytes as built and gzipped);
 * - in Chromium, on a first visit: from the first keystroke of a word of the posts' titles in the
 *   search (opened with the header's button) to the first result in its list, median of 3.
 * Options:
 *   --cases <n,n,…>  how many posts each case has (default 10,200,2000)
 *   --huge, --no-huge  with (default) or without the case of 10 posts and one of about 5 MB
 *   --keep           keep the builds (dist-bench-scale-<case>/) and the posts (in the system's temporary folder)
 * The builds are served on SCALE_BENCH_PORT (default 4179).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const HUGE_BYTES = 5_000_000;
const HUGE_WITH = 10;
const ROUNDS = 3;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Case {
  name: string;
  posts: number;
  huge: boolean;
}

interface Measured {
  label: string;
  written: string;
  run: Run;
  facts?: DistFacts;
  scripts?: PostScripts;
  search?: { word: string; times: number[] };
}

/** A word of five letters or more of the first post's title: in every case's posts (they start alike). */
function titleWord(posts: string): string {
  const [first] = readdirSync(posts)
    .filter((file) => file.endsWith('.md') && file !== 'long-read.md')
    .sort();
  const title = first ? /^title: "(.*)"$/m.exec(readFileSync(join(posts, first), 'utf8'))?.[1] : undefined;
  const word = (title ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .sort((a, b) => b.length - a.length)[0];
  if (!word || word.length < 5) throw new Error(`no word of five letters in the first post's title (${title})`);
  return word;
}

/** A post's page of the build: the long read's when there is one, else the first post's. */
function postPage(site: string): string {
  const pages = readdirSync(join(site, 'blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(site, 'blog', entry.name, 'index.html')))
    .map((entry) => entry.name)
    .filter((name) => /^\d+-|^long-read$/.test(name))
    .sort();
  const page = pages.includes('long-read') ? 'long-read' : pages[0];
  if (!page) throw new Error(`${site}/blog holds no post's page`);
  return `/blog/${page}/`;
}

async function measure(browser: Browser, which: Case, port: number, keep: boolean): Promise<Measured> {
  const posts = join(tmpdir(), `scale-bench-posts-${which.name}`);
  const site = join(root, `dist-bench-scale-${which.name}`);
  const { words } = writePosts(posts, root, which.posts);
  let written = `${which.posts} posts, ${words.toLocaleString('en')} words`;
  if (which.huge) {
    const long = writeLongPost(posts, root, HUGE_BYTES, which.posts);
    written += `, and one of ${MB(long.bytes)} (${long.words.toLocaleString('en')} words)`;
  }
  const label = which.huge ? `${which.posts} + 5 MB` : `${which.posts} posts`;
  console.log(`${label}: ${written} in ${posts}; building …`);
  rmSync(site, { recursive: true, force: true });
  const run = await measuredRun(process.execPath, [join(root, 'cli', 'particle-portfolio.mjs'), 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: '', POSTS_DIR: posts, DIST_DIR: site },
  });
  const measured: Measured = { label, written, run };
  try {
    if (run.status !== 0) {
      console.log(`${label}: the build failed (status ${run.status}); its output's end:\n${run.output.slice(-3000)}`);
      return measured;
    }
    console.log(`${label}: built in ${run.seconds.toFixed(0)} s; measuring in Chromium …`);
    measured.facts = distFacts(site);
    const { origin, stop } = await serveDist({
      outDir: site,
      port,
      portVariable: 'SCALE_BENCH_PORT',
      name: 'bench:scale',
    });
    try {
      measured.scripts = await postScripts(browser, origin, site, postPage(site));
      const word = titleWord(posts);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) times.push(await firstResult(browser, origin, word));
      measured.search = { word, times };
    } finally {
      stop();
    }
  } finally {
    if (!keep) {
      rmSync(site, { recursive: true, force: true });
      rmSync(posts, { recursive: true, force: true });
    }
  }
  return measured;
}

function table(results: Measured[]): string[] {
  const cell = (result: Measured, value: (result: Required<Measured>) => string) =>
    result.facts && result.scripts && result.search ? value(result as Required<Measured>) : '(failed)';
  const rows: [string, (result: Measured) => string][] = [
    ['build: wall time', ({ run }) => `${run.seconds.toFixed(1)} s`],
    ['build: peak memory, process tree', ({ run }) => MB(run.treePeak)],
    ['build: peak memory, largest process', ({ run }) => (run.largestProcess ? MB(run.largestProcess) : '-')],
    ['dist: bytes', (result) => cell(result, ({ facts }) => MB(facts.bytes))],
    ['dist: files', (result) => cell(result, ({ facts }) => String(facts.files))],
    ['largest HTML page', (result) => cell(result, ({ facts }) => facts.largestHtml.name)],
    ['largest HTML page: bytes', (result) => cell(result, ({ facts }) => kB(facts.largestHtml.bytes))],
    ['blog/index.html', (result) => cell(result, ({ facts }) => (facts.blogIndex ? kB(facts.blogIndex) : '(none)'))],
    [
      "blog index's chunk: gzip",
      (result) => cell(result, ({ facts }) => (facts.postsIndex ? kB(facts.postsIndex.gzip) : '(none)')),
    ],
    [
      "blog index's shards: count, largest gzip",
      (result) =>
        cell(result, ({ facts }) =>
          facts.postsIndex ? `${facts.postsIndex.shards}, ${kB(facts.postsIndex.largestShard)}` : '-',
        ),
    ],
    ['rss.xml', (result) => cell(result, ({ facts }) => (facts.rss ? kB(facts.rss.bytes) : '(none)'))],
    ['rss.xml: items', (result) => cell(result, ({ facts }) => (facts.rss ? String(facts.rss.items) : '-'))],
    ['post page measured', (result) => cell(result, ({ scripts }) => scripts.page)],
    ['post page JS by load: files', (result) => cell(result, ({ scripts }) => String(scripts.atLoad.files))],
    [
      'post page JS by load: raw / gzip',
      (result) => cell(result, ({ scripts }) => `${kB(scripts.atLoad.bytes)} / ${kB(scripts.atLoad.gzip)}`),
    ],
    ['post page JS, settled: files', (result) => cell(result, ({ scripts }) => String(scripts.settled.files))],
    [
      'post page JS, settled: raw / gzip',
      (result) => cell(result, ({ scripts }) => `${kB(scripts.settled.bytes)} / ${kB(scripts.settled.gzip)}`),
    ],
    ['search: word typed', (result) => cell(result, ({ search }) => `"${search.word}"`)],
    [
      `search: first result, median of ${ROUNDS}`,
      (result) => cell(result, ({ search }) => `${median(search.times).toFixed(0)} ms`),
    ],
    [
      'search: the runs',
      (result) => cell(result, ({ search }) => search.times.map((time) => time.toFixed(0)).join(', ')),
    ],
  ];
  const lines = [
    ['', ...results.map(({ label }) => label)],
    ...rows.map(([name, value]) => [name, ...results.map(value)]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(3, ...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  const markdown = (line: string[]) =>
    `| ${line.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = lines;
  return [markdown(header), markdown(widths.map((width) => '-'.repeat(width))), ...body.map(markdown)];
}

const OPTIONS = ['--cases', '--huge', '--no-huge', '--keep'];

export async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg, index) => !OPTIONS.includes(arg) && args[index - 1] !== '--cases');
  if (unknown.length > 0) {
    console.error(`bench:scale: unknown ${unknown.join(' ')} (options: --cases <n,n,…>, --huge, --no-huge, --keep)`);
    return 2;
  }
  const counts = (flag(args, '--cases') ?? '10,200,2000').split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
    console.error(`--cases takes counts of posts, such as 10,200 (not ${flag(args, '--cases')})`);
    return 2;
  }
  const cases: Case[] = counts.map((posts) => ({ name: String(posts), posts, huge: false }));
  if (!args.includes('--no-huge')) cases.push({ name: 'huge', posts: HUGE_WITH, huge: true });
  const port = Number(process.env.SCALE_BENCH_PORT ?? 4179);
  const chromiumVersion = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `scale benchmark — ${new Date().toISOString()}, Node ${process.version}, ${chromiumVersion}; machine load (1/5/15 min) ${load()}`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const results: Measured[] = [];
  try {
    for (const which of cases) results.push(await measure(browser, which, port, args.includes('--keep')));
  } finally {
    await browser.close();
  }
  console.log();
  for (const { label, written } of results) console.log(`${label}: ${written}`);
  console.log(memoryMethod());
  console.log();
  for (const line of table(results)) console.log(line);
  console.log();
  for (const { label, scripts } of results)
    if (scripts) console.log(`${label}: ${scripts.page} loads ${scripts.paths.join(', ')}`);
  console.log();
  console.log(`machine load at the end (1/5/15 min): ${load()}`);
  return results.every(({ run }) => run.status === 0) ? 0 : 1;
}
