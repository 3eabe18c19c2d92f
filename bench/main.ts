import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { benchBrowser, CASES, EXTRA_CASES, type BrowserResult } from './browser-bench';
import { benchHeap } from './heap-bench';
import { benchSimulation, sampleStepAllocations } from './node-bench';
import { chromiumPath } from '../scripts/browsers.mjs';
import { flag, load } from './command-line';

/**
 * `npm run bench [-- options]`: the particle background against tsParticles, in one run.
 *
 * Chromium (scripts/browsers.mjs' choice), headless, DPR 1, one tab at a time. Pages: a blank page (an empty
 * requestAnimationFrame loop over the site's gradient), tsParticles 4.4 configured to the spec, the
 * site's home page with `?renderer=none` (no field) and the home page as a visitor gets it. For each:
 * the CPU time of the page's main thread (ms/s), the CPU of the whole browser (every process descended
 * from the browser process: renderer, GPU, browser, utilities; ms/s from /proc), measured with no
 * probe in the page, then the page's own requestAnimationFrame rate (a counter run for 2 s after). In three browser
 * configurations, at 1920×1080 and 3840×2160, `rounds`
 * interleaved rounds, medians. A screenshot of every measured page is saved (see the end of the
 * output) and every page is checked to change between two screenshots a second apart.
 *
 * Options:
 *   --configs default,gpu,no3d   browser configurations (see CONFIGS below); default: all three
 *   --sizes 1920x1080,3840x2160  viewports
 *   --seconds 5                  measured window per page
 *   --rounds 2                   interleaved rounds (medians)
 *   --cases all                  also: home with ?renderer=webgl, the 2D field on the page, the field alone
 *   --site <dir>                 measure an existing build instead of building one
 *   --node                       also: the simulation step in Node (grid vs all-pairs) and its allocation check
 *   --heap                       also: JS heap allocated per frame in Chromium (sampling heap profiler)
 * About 9 minutes with the defaults on an idle 2-core machine. Targets are reported, never asserted.
 */
const CONFIGS: Record<string, { title: string; args: string[] }> = {
  default: {
    title: "Chromium's default flags (here: software compositing in the GPU process; WebGL on SwiftShader)",
    args: [],
  },
  gpu: {
    title:
      'GPU compositing and GPU canvas on SwiftShader (--use-angle=swiftshader --enable-unsafe-swiftshader --ignore-gpu-blocklist)',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  },
  no3d: { title: 'no WebGL (--disable-3d-apis)', args: ['--disable-3d-apis'] },
};

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SIM_SIZES = [
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
  [7680, 4320],
] as const;

const ms = (v: number, digits = 3) => v.toFixed(digits);

export async function main(args: string[]): Promise<number> {
  const log = (line = '') => console.log(line);
  log(
    `particle benchmark — ${new Date().toISOString()}, ${execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()}, Node ${process.version}`,
  );
  log(`machine load (1/5/15 min) at start: ${load()}`);

  if (args.includes('--node')) {
    log();
    log('Simulation step + links per frame (Node, medians over ≥1.5 s)');
    log('viewport      particles  links   grid median  grid p95   all-pairs median  all-pairs p95  speed-up');
    for (const r of benchSimulation(SIM_SIZES)) {
      log(
        `${`${r.width}×${r.height}`.padEnd(13)} ${String(r.particles).padStart(9)} ${String(r.links).padStart(6)}` +
          `   ${ms(r.gridMedianMs).padStart(8)} ms ${ms(r.gridP95Ms).padStart(7)} ms   ${ms(r.naiveMedianMs).padStart(10)} ms` +
          `  ${ms(r.naiveP95Ms).padStart(10)} ms  ${(r.naiveMedianMs / r.gridMedianMs).toFixed(1).padStart(6)}×`,
      );
    }
    const alloc = await sampleStepAllocations();
    log(`allocation: ${alloc.bytes} B attributed to simulation.ts over ${alloc.frames} warmed-up frames at 3840×2160`);
  }

  const seconds = Number(flag(args, '--seconds') ?? 5);
  const rounds = Number(flag(args, '--rounds') ?? 2);
  const configs = (flag(args, '--configs') ?? 'default,gpu,no3d').split(',');
  const sizes = (flag(args, '--sizes') ?? '1920x1080,3840x2160')
    .split(',')
    .map((s) => s.split('x').map(Number) as [number, number]);
  const cases = args.includes('--cases') && flag(args, '--cases') === 'all' ? [...CASES, ...EXTRA_CASES] : CASES;
  let siteDir = flag(args, '--site');
  if (!siteDir) {
    siteDir = here('../node_modules/.cache/particle-bench/site');
    log(`building the site (vite build → ${siteDir}) …`);
    await build({
      root: here('..'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: siteDir, emptyOutDir: true },
    });
  }
  const pagesDir = here('../node_modules/.cache/particle-bench/pages');
  log('building the benchmark pages (blank, tsParticles, field only) …');
  await build({
    root: here('./pages'),
    configFile: false,
    mode: 'production',
    base: '/__bench/',
    logLevel: 'warn',
    resolve: { alias: { '@': here('../src') } },
    build: {
      outDir: pagesDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input: {
          floor: here('./pages/floor.html'),
          tsparticles: here('./pages/tsparticles.html'),
          field: here('./pages/field.html'),
        },
      },
    },
  });
  const shotsDir = here('../node_modules/.cache/particle-bench/screenshots');
  const tables: string[] = [];
  let allMet = true;
  for (const name of configs) {
    const config = CONFIGS[name];
    if (!config) throw new Error(`--configs ${name}: use ${Object.keys(CONFIGS).join(', ')}`);
    log();
    log(`${name}: ${config.title}; ${seconds} s per page, ${rounds} round(s); load ${load()}`);
    const results = await benchBrowser({
      siteDir,
      pagesDir,
      cases,
      sizes,
      seconds,
      rounds,
      extraArgs: config.args,
      shotsDir,
      shotPrefix: name,
      log,
    });
    const { table, met } = report(name, results, sizes, load());
    allMet &&= met;
    tables.push(table);
  }

  if (args.includes('--heap')) {
    log();
    log(
      'JS heap allocated while the field runs (Chromium sampling heap profiler, 64 B interval, incl. collected objects; 1920×1080, 5 s after 15 s)',
    );
    for (const r of await benchHeap({ pagesDir, seconds: 5, warmupSeconds: 15, extraArgs: [] })) {
      log(
        `  ${r.label}: ${r.bytesPerFrame.toFixed(0)} B/frame over ${r.frames} frames; top: ${r.top.join('; ') || 'none'}`,
      );
    }
  }

  log();
  log('=== paste-ready ===');
  log();
  log(
    `${execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()}, headless, DPR 1; ${seconds} s per page, median of ${rounds} interleaved round(s).`,
  );
  log(
    "main = CPU time of the page's main thread (/proc); browser CPU = utime+stime of every process of the browser (/proc), split gpu / renderer / browser+utility; CPU measured with no probe in the page; then rAF = the page's own requestAnimationFrame rate, counted for 2 s after that window; field = frames the particle field drew.",
  );
  log();
  for (const table of tables) log(table);
  log(`Screenshots of every measured page: ${shotsDir} (one per configuration, size and page; look at them).`);
  log(
    `Targets (above the blank page: main-thread cost ≥10× below tsParticles, whole-browser CPU ≤ half of tsParticles', page rAF ≥ tsParticles'): ${allMet ? 'all met' : 'NOT all met (see the rows above)'}.`,
  );
  log(`machine load (1/5/15 min) at the end: ${load()}`);
  return 0;
}

const f0 = (v: number) => v.toFixed(0);

/** One Markdown table per configuration, and the targets checked against tsParticles. */
function report(
  name: string,
  results: BrowserResult[],
  sizes: Array<[number, number]>,
  loadAtEnd: string,
): { table: string; met: boolean } {
  const lines: string[] = [];
  let met = true;
  lines.push(`**${name}** — ${CONFIGS[name]?.title} (load at end ${loadAtEnd})`);
  lines.push('');
  lines.push(
    '| size | page | what ran | main ms/s | browser CPU ms/s (gpu / renderer / rest) | page rAF fps | field fps | moving |',
  );
  lines.push('|---|---|---|---:|---:|---:|---:|---|');
  const verdicts: string[] = [];
  for (const [width, height] of sizes) {
    const at = results.filter((r) => r.width === width && r.height === height);
    for (const r of at) {
      const gpu = r.cpuByType['gpu-process'] ?? 0;
      const renderer = r.cpuByType.renderer ?? 0;
      lines.push(
        `| ${width}×${height} | ${r.label} | ${r.ran} | ${f0(r.mainMsPerS)} | ${f0(r.cpuMsPerS)} (${f0(gpu)} / ${f0(renderer)} / ${f0(r.cpuMsPerS - gpu - renderer)}) | ` +
          `${r.rafFps.toFixed(1)} | ${r.fieldFps === null ? '–' : r.fieldFps.toFixed(1)} | ${r.moving ? 'yes' : 'NO'} |`,
      );
    }
    const blank = at.find((r) => r.label === 'blank');
    const tsp = at.find((r) => r.label === 'tsParticles');
    const home = at.find((r) => r.label === 'home');
    if (!blank || !tsp || !home) continue;
    const mainAbove = (r: BrowserResult) => r.mainMsPerS - blank.mainMsPerS;
    const cpuAbove = (r: BrowserResult) => r.cpuMsPerS - blank.cpuMsPerS;
    const mainRatio = mainAbove(tsp) / Math.max(mainAbove(home), 1);
    const cpuShare = cpuAbove(home) / Math.max(cpuAbove(tsp), 1);
    const mainOk = mainAbove(home) <= 0 || mainRatio >= 10;
    const cpuOk = cpuShare <= 0.5;
    const fpsOk = home.rafFps >= tsp.rafFps - 0.5;
    met &&= mainOk && cpuOk && fpsOk;
    verdicts.push(
      `- ${width}×${height}: main thread above blank ${f0(mainAbove(home))} vs tsParticles ${f0(mainAbove(tsp))} ms/s → ` +
        `${mainAbove(home) <= 0 ? 'at or below blank' : `${mainRatio.toFixed(1)}× lower`} (target ≥10×: ${mainOk ? 'met' : 'NOT met'}); ` +
        `browser CPU above blank ${f0(cpuAbove(home))} vs ${f0(cpuAbove(tsp))} ms/s → ${(cpuShare * 100).toFixed(0)}% of tsParticles' (target ≤50%: ${cpuOk ? 'met' : 'NOT met'}); ` +
        `page rAF ${home.rafFps.toFixed(1)} vs ${tsp.rafFps.toFixed(1)} fps (target ≥: ${fpsOk ? 'met' : 'NOT met'})`,
    );
  }
  lines.push('');
  lines.push(...verdicts);
  lines.push('');
  return { table: lines.join('\n'), met };
}
