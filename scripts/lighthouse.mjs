// `npm run lighthouse`: Lighthouse (through @lhci/cli) on `/` of the production build in dist/,
// served locally by `vite preview`, in mobile and desktop modes. Prints the category scores and
// LCP, TBT and CLS, lists what keeps a category below 100, and fails when accessibility, best
// practices or SEO is below 100 (performance is reported, not asserted).
//
//   npm run build && npm run lighthouse        median of LH_RUNS runs per mode (default 3);
//   LH_MODES=mobile for the mobile run only; LH_PORT, LH_DIST: port and build folder to serve;
//   LH_PATH: another page than `/` (LH_DIST=dist-posts LH_PATH=/blog/long-post: a post with contents).
//
// The build is served by `vite preview` with the deployment's headers, and compressed (gzip) as a
// CDN serves it; the script checks that and prints the machine load next to the figures.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { chromiumPath } from './browsers.mjs';
import { serveDist } from './serve-dist.mjs';

const port = Number(process.env.LH_PORT ?? 4175);
const outDir = process.env.LH_DIST ?? 'dist';
const path = process.env.LH_PATH ?? '/';
const lhciDir = '.lighthouseci';
const lhci = join('node_modules', '.bin', 'lhci');
process.env.CHROME_PATH ??= chromiumPath();

/**
 * The parts of a Lighthouse report (an lhr-<time>.json of lhci collect) read here.
 * @typedef {{ id: string, title: string, score: number | null, scoreDisplayMode: string, displayValue?: string, numericValue?: number }} Audit
 * @typedef {{ id: string, score: number, auditRefs: { id: string, weight: number }[] }} Category
 * @typedef {{ categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', Category>, audits: Record<string, Audit> }} Report
 */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** @param {string} dir */
const lhrFiles = (dir) =>
  readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => join(dir, file));

process.env.LH_RUNS ??= '3';
const modes = (process.env.LH_MODES ?? 'mobile,desktop').split(',');
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const loadAtStart = load();

const { origin, stop: stopServer } = await serveDist({ outDir, port, portVariable: 'LH_PORT', name: 'lighthouse' });
let failed = false;
const rows = [];
try {
  // served compressed, as a CDN would: the entry script must come back gzip- or brotli-encoded
  const html = await (await fetch(`${origin}/`)).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const encoding = entry
    ? (await fetch(`${origin}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('content-encoding')
    : null;
  console.log(
    `serving ${outDir} at ${origin}; entry script ${entry} sent with content-encoding: ${encoding ?? 'none'}`,
  );
  if (!encoding)
    throw new Error('the server does not compress the JavaScript: Lighthouse would measure an uncompressed site');
  for (const mode of modes) {
    const preset = mode === 'desktop' ? ['--settings.preset=desktop'] : [];
    const collect = spawnSync(lhci, ['collect', '--config=lighthouserc.cjs', `--url=${origin}${path}`, ...preset], {
      stdio: 'inherit',
    });
    if (collect.status !== 0) throw new Error(`lhci collect (${mode}) failed`);
    const keep = join(lhciDir, mode);
    rmSync(keep, { recursive: true, force: true });
    mkdirSync(keep, { recursive: true });
    const lhrs = lhrFiles(lhciDir).map((file) => {
      cpSync(file, join(keep, basename(file)));
      cpSync(file.replace(/\.json$/, '.html'), join(keep, basename(file, '.json') + '.html'));
      /** @type {Report} */
      const report = JSON.parse(readFileSync(file, 'utf8'));
      return report;
    });
    const assert = spawnSync(lhci, ['assert', '--config=lighthouserc.cjs'], { stdio: 'inherit' });
    if (assert.status !== 0) failed = true;

    /** @param {keyof Report['categories']} id */
    const score = (id) => Math.round(median(lhrs.map((lhr) => lhr.categories[id].score)) * 100);
    /** @param {string} id */
    const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    rows.push({
      mode,
      runs: lhrs.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP (ms)': Math.round(metric('largest-contentful-paint')),
      'TBT (ms)': Math.round(metric('total-blocking-time')),
      CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
      'FCP (ms)': Math.round(metric('first-contentful-paint')),
    });

    // what keeps each category below 100, from the median-performance run
    const lhr = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
      Math.floor(lhrs.length / 2)
    ];
    if (!lhr) throw new Error(`lhci collect (${mode}) wrote no report`);
    for (const category of Object.values(lhr.categories)) {
      const misses = category.auditRefs
        .filter((ref) => ref.weight > 0 || category.id === 'performance')
        .flatMap((ref) => lhr.audits[ref.id] ?? [])
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        );
      if (misses.length === 0) continue;
      console.log(`\n${mode} ${category.id} ${Math.round(category.score * 100)}: below full marks`);
      for (const audit of misses)
        console.log(
          `  - ${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` [${audit.displayValue}]` : ''}`,
        );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  stopServer();
}

if (rows.length) {
  console.log(
    `\nLighthouse on ${path} of ${outDir} (production build, ${process.env.CHROME_PATH}, headless), median of ${process.env.LH_RUNS} runs; machine load (1/5/15 min) ${loadAtStart} at start, ${load()} at end`,
  );
  console.table(rows);
  console.log(
    'Targets: performance mobile >= 95, desktop 100 (reported only); accessibility, best practices, SEO = 100 (asserted).',
  );
}
process.exit(failed ? 1 : 0);
