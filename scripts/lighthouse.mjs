// `npm run lighthouse`: Lighthouse (through @lhci/cli) on `/` of the production build in dist/,
// served locally by `vite preview`, in mobile and desktop modes. Prints the category scores and
// LCP, TBT and CLS, lists what keeps a category below 100, and fails when accessibility, best
// practices or SEO is below 100 (performance is reported, not asserted).
//
//   npm run build && npm run lighthouse        LH_RUNS=3 for a median of three runs per mode
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.LH_PORT ?? 4175);
const origin = `http://127.0.0.1:${port}`;
const outDir = process.env.LH_DIST ?? 'dist';
const lhciDir = '.lighthouseci';
const lhci = join('node_modules', '.bin', 'lhci');
process.env.CHROME_PATH ??= '/usr/bin/chromium';

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`lighthouse: ${outDir}/index.html is missing; run \`npm run build\` first`);
  process.exit(1);
}

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const server = spawn(join('node_modules', '.bin', 'vite'), ['preview', '--strictPort', '--port', String(port), '--outDir', outDir], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lhrFiles = (dir) => readdirSync(dir).filter((file) => /^lhr-\d+\.json$/.test(file)).map((file) => join(dir, file));

let failed = false;
const rows = [];
try {
  await waitFor(`${origin}/`, 30_000);
  for (const mode of ['mobile', 'desktop']) {
    const preset = mode === 'desktop' ? ['--settings.preset=desktop'] : [];
    const collect = spawnSync(lhci, ['collect', '--config=lighthouserc.cjs', `--url=${origin}/`, ...preset], { stdio: 'inherit' });
    if (collect.status !== 0) throw new Error(`lhci collect (${mode}) failed`);
    const keep = join(lhciDir, mode);
    rmSync(keep, { recursive: true, force: true });
    mkdirSync(keep, { recursive: true });
    const lhrs = lhrFiles(lhciDir).map((file) => {
      cpSync(file, join(keep, file.split('/').pop()));
      cpSync(file.replace(/\.json$/, '.html'), join(keep, file.split('/').pop().replace(/\.json$/, '.html')));
      return JSON.parse(readFileSync(file, 'utf8'));
    });
    const assert = spawnSync(lhci, ['assert', '--config=lighthouserc.cjs'], { stdio: 'inherit' });
    if (assert.status !== 0) failed = true;

    const score = (id) => Math.round(median(lhrs.map((lhr) => lhr.categories[id].score)) * 100);
    const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
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
    const lhr = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(lhrs.length / 2)];
    for (const category of Object.values(lhr.categories)) {
      const misses = category.auditRefs
        .filter((ref) => ref.weight > 0 || category.id === 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable');
      if (misses.length === 0) continue;
      console.log(`\n${mode} ${category.id} ${Math.round(category.score * 100)}: below full marks`);
      for (const audit of misses) console.log(`  - ${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` [${audit.displayValue}]` : ''}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  stopServer();
}

if (rows.length) {
  console.log('\nLighthouse on / (production build, Debian Chromium, headless)');
  console.table(rows);
  console.log('Targets: performance mobile >= 95, desktop 100 (reported only); accessibility, best practices, SEO = 100 (asserted).');
}
process.exit(failed ? 1 : 0);
