import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic } from './static-server';
import { chromiumPath } from '../scripts/browsers.mjs';

export interface PageCase {
  /** Short name for the table. */
  label: string;
  path: string;
  /** A function body run in the page that returns true once the page runs what is measured. */
  ready: string;
  /** Reads what actually ran (renderer, thread, particle count) for the report. */
  describe: string;
}

const LAYER = 'document.querySelector(".particle-layer")?.dataset';
const describeField = `const l = ${LAYER} ?? {}; return (l.renderer ?? "none") + (l.thread ? " (" + l.thread + ")" : "") + ", " + (l.particles ?? 0) + " particles"`;

/** The pages of the issue's table, side by side. */
export const CASES: PageCase[] = [
  {
    label: 'blank',
    path: '/__bench/floor.html',
    ready: 'return window.__benchReady === true',
    describe: 'return "rAF loop only"',
  },
  {
    label: 'tsParticles',
    path: '/__bench/tsparticles.html',
    ready: 'return window.__benchReady === true',
    describe: 'return "tsParticles 4.4 canvas 2D, " + window.__benchCount + " particles"',
  },
  {
    label: 'home, renderer=none',
    path: '/?renderer=none',
    ready: 'return document.readyState === "complete"',
    describe: 'return "no field"',
  },
  { label: 'home', path: '/?seed=1', ready: `return !!${LAYER}?.renderer`, describe: describeField },
];

/** More placements of the field, with `--cases all`: WebGL forced, 2D on the page, the field alone. */
export const EXTRA_CASES: PageCase[] = [
  {
    label: 'home, renderer=webgl',
    path: '/?renderer=webgl',
    ready: `return ${LAYER}?.renderer === "webgl"`,
    describe: describeField,
  },
  {
    label: 'home, 2D on page',
    path: '/?renderer=2d&thread=main',
    ready: `return ${LAYER}?.thread === "main"`,
    describe: describeField,
  },
  {
    label: 'field only (auto)',
    path: '/__bench/field.html',
    ready: `return !!${LAYER}?.renderer`,
    describe: describeField,
  },
];

export interface Sample {
  /** The page's own requestAnimationFrame callbacks per second (what the page's animations get). */
  rafFps: number;
  /** Frames the particle field drew per second (wherever it runs), when the page has one. */
  fieldFps: number | null;
  /** CPU time of the renderer's main thread, ms per second (/proc, the thread whose id is the renderer's pid). */
  mainMsPerS: number;
  /** The main thread's busy wall time, ms per second (CDP TaskDuration: inflated when the machine is busy). */
  taskMsPerS: number;
  /** CPU (utime + stime) of the whole browser: every process descended from the browser process, ms/s. */
  cpuMsPerS: number;
  /** The same, split by Chromium process type (browser, renderer, gpu-process, utility). */
  cpuByType: Record<string, number>;
  ran: string;
  /** The page's pixels changed between two screenshots a second apart (something is drawn and moves). */
  moving: boolean;
  screenshot: string;
}

const CLOCK_TICK_MS = 10; // Linux USER_HZ = 100

interface ProcessInfo {
  ppid: number;
  ticks: number;
  type: string;
}

function readProcesses(): Map<number, ProcessInfo> {
  const out = new Map<number, ProcessInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? (cmdline.includes('chromium') ? 'browser' : 'other');
      out.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), type });
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

function threadTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * utime + stime, ms, of `rootPid` and every process descended from it, by process type; and under
 * `main-thread`, the main threads of its renderer processes (the page's main thread; idle spares add ~0).
 */
function treeCpuMs(rootPid: number): Record<string, number> {
  const processes = readProcesses();
  const byType: Record<string, number> = {};
  let main = 0;
  for (const [pid, info] of processes) {
    let p: number | undefined = pid;
    while (p !== undefined && p !== rootPid && p > 1) p = processes.get(p)?.ppid;
    if (p !== rootPid) continue;
    byType[info.type] = (byType[info.type] ?? 0) + info.ticks * CLOCK_TICK_MS;
    if (info.type === 'renderer') main += threadTicks(pid) * CLOCK_TICK_MS;
  }
  return { ...byType, [MAIN]: main };
}

const MAIN = 'main-thread';

/** The browser process Playwright launched: this Node process's child running Chromium. */
function browserPid(): number {
  for (const [pid, info] of readProcesses()) if (info.ppid === process.pid && info.type === 'browser') return pid;
  throw new Error('no Chromium child process found');
}

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

async function measure(
  browser: Browser,
  rootPid: number,
  origin: string,
  c: PageCase,
  width: number,
  height: number,
  seconds: number,
  shotPath: string,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(origin + c.path);
    await page.waitForFunction(new Function(c.ready) as () => boolean, undefined, { timeout: 120_000 });
    await page.waitForTimeout(3000); // settle: chunks parsed, JIT warm, intro animations over
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const mainTask = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const fieldFrames = () => page.evaluate(async () => (await window.__readParticles?.())?.frames ?? null);

    // The CPU window: the page as a visitor has it, with no probe of ours. (A requestAnimationFrame
    // counter makes the page produce a main frame at every refresh: on the home page, whose own
    // main thread is idle, that alone cost ~87 ms/s of main-thread tasks at 1920×1080.)
    const m0 = await mainTask();
    const f0 = await fieldFrames();
    const c0 = treeCpuMs(rootPid);
    const t0 = performance.now();
    await page.waitForTimeout(seconds * 1000);
    const c1 = treeCpuMs(rootPid);
    const m1 = await mainTask();
    const f1 = await fieldFrames();
    const elapsed = (performance.now() - t0) / 1000;
    const cpuByType: Record<string, number> = {};
    for (const type of new Set([...Object.keys(c0), ...Object.keys(c1)])) {
      if (type !== MAIN) cpuByType[type] = ((c1[type] ?? 0) - (c0[type] ?? 0)) / elapsed;
    }
    const mainMsPerS = ((c1[MAIN] ?? 0) - (c0[MAIN] ?? 0)) / elapsed;

    // Then the rate the page's own animations would get: a requestAnimationFrame counter for 2 s.
    const rafFps = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 0;
          let first = 0;
          const count = (now: number) => {
            if (frames === 0) first = now;
            frames++;
            if (now - first < 2000) requestAnimationFrame(count);
            else resolve(((frames - 1) * 1000) / (now - first));
          };
          requestAnimationFrame(count);
        }),
    );

    const ran = String((await page.evaluate(new Function(c.describe) as () => string)) ?? '');
    // after the measured window: look at what was drawn (saved for the reader), and whether it moves
    const first = await page.screenshot({ path: shotPath });
    await page.waitForTimeout(1000);
    const second = await page.screenshot();
    return {
      rafFps,
      fieldFps: f0 === null || f1 === null ? null : (f1 - f0) / elapsed,
      mainMsPerS,
      taskMsPerS: ((m1 - m0) * 1000) / elapsed,
      cpuMsPerS: sum(cpuByType),
      cpuByType,
      ran,
      moving: !first.equals(second),
      screenshot: shotPath,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

export interface BrowserResult extends Omit<Sample, 'fieldFps'> {
  width: number;
  height: number;
  label: string;
  fieldFps: number | null;
  samples: number;
}

/** Medians over rounds of every field of a sample. */
function combine(list: Sample[]): Omit<BrowserResult, 'width' | 'height' | 'label'> {
  const types = new Set(list.flatMap((s) => Object.keys(s.cpuByType)));
  const cpuByType: Record<string, number> = {};
  for (const type of types) cpuByType[type] = median(list.map((s) => s.cpuByType[type] ?? 0));
  const fields = list.map((s) => s.fieldFps).filter((v): v is number => v !== null);
  return {
    rafFps: median(list.map((s) => s.rafFps)),
    fieldFps: fields.length ? median(fields) : null,
    mainMsPerS: median(list.map((s) => s.mainMsPerS)),
    taskMsPerS: median(list.map((s) => s.taskMsPerS)),
    cpuMsPerS: median(list.map((s) => s.cpuMsPerS)),
    cpuByType,
    ran: list[0]?.ran ?? '',
    moving: list.every((s) => s.moving),
    screenshot: list[0]?.screenshot ?? '',
    samples: list.length,
  };
}

/** Runs every case at every size, `rounds` times interleaved (so drift hits all alike); medians. */
export async function benchBrowser(options: {
  siteDir: string;
  pagesDir: string;
  cases: PageCase[];
  sizes: ReadonlyArray<readonly [number, number]>;
  seconds: number;
  rounds: number;
  /** Extra Chromium switches for this configuration. */
  extraArgs: string[];
  /** Folder for the screenshots (one per page, size and configuration). */
  shotsDir: string;
  shotPrefix: string;
  log: (line: string) => void;
}): Promise<BrowserResult[]> {
  mkdirSync(options.shotsDir, { recursive: true });
  const server = await serveStatic({ '/__bench/': options.pagesDir, '/': options.siteDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...options.extraArgs,
    ],
  });
  const rootPid = browserPid();
  const results: BrowserResult[] = [];
  try {
    const gpu = await browser.newPage();
    await gpu.goto('chrome://gpu');
    await gpu.waitForTimeout(1000);
    const status = await gpu.evaluate(() => {
      const root = document.querySelector('info-view')?.shadowRoot;
      const text = (root?.querySelector('#content') as HTMLElement | null)?.innerText ?? '';
      return ['Compositing', 'Canvas', 'WebGL']
        .map((k) => `${k}: ${new RegExp(`${k}: ([^\\n]*)`).exec(text)?.[1] ?? '?'}`)
        .join('; ');
    });
    await gpu.close();
    options.log(`  chrome://gpu: ${status}`);
    for (const [width, height] of options.sizes) {
      const samples = new Map<PageCase, Sample[]>(options.cases.map((c) => [c, []]));
      for (let round = 0; round < options.rounds; round++) {
        for (const c of options.cases) {
          const shot = join(
            options.shotsDir,
            `${options.shotPrefix}-${width}x${height}-${c.label.replace(/[^a-z0-9]+/gi, '-')}.png`,
          );
          let sample: Sample;
          try {
            sample = await measure(browser, rootPid, server.origin, c, width, height, options.seconds, shot);
          } catch (error) {
            // a busy machine can stall a page past the timeout: report it, keep the other samples
            options.log(
              `  ${width}×${height} round ${round + 1} ${c.label.padEnd(22)} FAILED: ${String(error).split('\n')[0]}`,
            );
            continue;
          }
          samples.get(c)?.push(sample);
          const types = Object.entries(sample.cpuByType)
            .filter(([, v]) => v >= 1)
            .map(([t, v]) => `${t} ${v.toFixed(0)}`)
            .join(', ');
          options.log(
            `  ${width}×${height} round ${round + 1} ${c.label.padEnd(22)} rAF ${sample.rafFps.toFixed(1).padStart(5)} fps` +
              `${sample.fieldFps === null ? '' : `, field ${sample.fieldFps.toFixed(1)} fps`}  main ${sample.mainMsPerS.toFixed(0).padStart(4)} ms/s (tasks ${sample.taskMsPerS.toFixed(0)})` +
              `  browser CPU ${sample.cpuMsPerS.toFixed(0).padStart(5)} ms/s (${types})  ${sample.ran}${sample.moving ? '' : ', NOT MOVING'}`,
          );
        }
      }
      for (const c of options.cases) {
        const list = samples.get(c) ?? [];
        if (list.length > 0) results.push({ width, height, label: c.label, ...combine(list) });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync(join(options.shotsDir, `${options.shotPrefix}.json`), JSON.stringify(results, null, 2));
  return results;
}
