import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic } from './static-server';

export interface PageCase {
  label: string;
  path: string;
  /** A function body run in the page that returns true once the page runs what is measured. */
  ready: string;
  /** Reads what actually ran (renderer / particle count) for the report. */
  describe: string;
}

export interface Sample {
  /** Frames per second the particle field drew (wherever it runs), or the page's rAF rate without one. */
  fps: number;
  /** Renderer main-thread busy time, ms per second (CDP Performance.getMetrics TaskDuration). */
  mainMsPerS: number;
  /** JavaScript part of it (ScriptDuration). */
  scriptMsPerS: number;
  /** CPU of every Chromium process (renderer, GPU/SwiftShader, browser), ms per second, from /proc. */
  cpuMsPerS: number;
  ran: string;
}

export const CASES: PageCase[] = [
  {
    label: 'floor (rAF only)',
    path: '/__bench/floor.html',
    ready: 'return window.__benchReady === true',
    describe: 'return "-"',
  },
  {
    label: 'tsParticles 4.4',
    path: '/__bench/tsparticles.html',
    ready: 'return window.__benchReady === true',
    describe: 'return "canvas2d, " + window.__benchCount + " particles"',
  },
  {
    label: 'field only, WebGL',
    path: '/__bench/field.html?renderer=webgl&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.renderer === "webgl"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + ", " + l.particles + " particles"',
  },
  {
    label: 'field only, 2D worker',
    path: '/__bench/field.html?renderer=2d&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.thread === "worker"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + " in worker, " + l.particles + " particles"',
  },
  {
    label: 'field only, 2D page',
    path: '/__bench/field.html?renderer=2d&thread=main&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.thread === "main"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + " on page, " + l.particles + " particles"',
  },
  {
    label: 'home, no particles',
    path: '/?renderer=none',
    ready: 'return document.readyState === "complete"',
    describe: 'return "renderer=none"',
  },
  {
    label: 'home, WebGL',
    path: '/?renderer=webgl&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.renderer === "webgl"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + ", " + l.particles + " particles"',
  },
  {
    label: 'home, 2D worker',
    path: '/?renderer=2d&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.thread === "worker"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + " in worker, " + l.particles + " particles"',
  },
  {
    label: 'home, 2D page',
    path: '/?renderer=2d&thread=main&seed=1',
    ready: 'return document.querySelector(".particle-layer")?.dataset.thread === "main"',
    describe: 'const l = document.querySelector(".particle-layer").dataset; return l.renderer + " on page, " + l.particles + " particles"',
  },
];

const CLOCK_TICK_MS = 10; // Linux USER_HZ = 100

/** utime + stime of every descendant process of this Node process (i.e. Chromium), in ms. */
function descendantsCpuMs(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, t] of ticks) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === process.pid) {
        total += t;
        break;
      }
    }
  }
  return total * CLOCK_TICK_MS;
}

async function measure(browser: Browser, origin: string, c: PageCase, width: number, height: number, seconds: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    const w = window as unknown as { __benchFrames: number };
    w.__benchFrames = 0;
    const count = () => {
      w.__benchFrames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  const page = await context.newPage();
  try {
    await page.goto(origin + c.path);
    await page.waitForFunction(new Function(c.ready) as () => boolean, undefined, { timeout: 120_000 });
    await page.waitForTimeout(2000); // settle: chunks parsed, JIT warm, intro animations over
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
      return { task: get('TaskDuration'), script: get('ScriptDuration') };
    };
    // frames the particle field drew (in the worker, for the worker cases), else the page's rAF callbacks
    const frames = () =>
      page.evaluate(async () => {
        const field = await window.__readParticles?.();
        return field ? field.frames : (window as unknown as { __benchFrames: number }).__benchFrames;
      });
    const m0 = await metrics();
    const f0 = await frames();
    const c0 = descendantsCpuMs();
    const t0 = performance.now();
    await page.waitForTimeout(seconds * 1000);
    const m1 = await metrics();
    const f1 = await frames();
    const c1 = descendantsCpuMs();
    const elapsed = (performance.now() - t0) / 1000;
    const ran = (await page.evaluate(new Function(c.describe) as () => string)) ?? '';
    return {
      fps: (f1 - f0) / elapsed,
      mainMsPerS: ((m1.task - m0.task) * 1000) / elapsed,
      scriptMsPerS: ((m1.script - m0.script) * 1000) / elapsed,
      cpuMsPerS: (c1 - c0) / elapsed,
      ran,
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

export interface BrowserResult {
  width: number;
  height: number;
  label: string;
  ran: string;
  fps: number;
  mainMsPerS: number;
  scriptMsPerS: number;
  cpuMsPerS: number;
}

/** Runs every case at every size, `rounds` times interleaved (so drift hits all alike); medians. */
export async function benchBrowser(options: {
  siteDir: string;
  pagesDir: string;
  sizes: ReadonlyArray<readonly [number, number]>;
  seconds: number;
  rounds: number;
  /** Extra Chromium switches (e.g. the SwiftShader GPU-compositing set). */
  extraArgs: string[];
  log: (line: string) => void;
}): Promise<BrowserResult[]> {
  const server = await serveStatic({ '/__bench/': options.pagesDir, '/': options.siteDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...options.extraArgs],
  });
  const results: BrowserResult[] = [];
  try {
    for (const [width, height] of options.sizes) {
      const samples = new Map<PageCase, Sample[]>(CASES.map((c) => [c, []]));
      for (let round = 0; round < options.rounds; round++) {
        for (const c of CASES) {
          let sample: Sample;
          try {
            sample = await measure(browser, server.origin, c, width, height, options.seconds);
          } catch (error) {
            // a busy machine can stall a page past the timeout: report it, keep the other samples
            options.log(`  ${width}×${height} round ${round + 1} ${c.label.padEnd(18)} FAILED: ${String(error).split('\n')[0]}`);
            continue;
          }
          samples.get(c)?.push(sample);
          options.log(
            `  ${width}×${height} round ${round + 1} ${c.label.padEnd(18)} ${sample.fps.toFixed(1).padStart(5)} fps ` +
              `main ${sample.mainMsPerS.toFixed(1).padStart(6)} ms/s  cpu ${sample.cpuMsPerS.toFixed(0).padStart(5)} ms/s  (${sample.ran})`,
          );
        }
      }
      for (const c of CASES) {
        const list = samples.get(c) ?? [];
        if (list.length === 0) continue;
        results.push({
          width,
          height,
          label: c.label,
          ran: list[0]?.ran ?? '',
          fps: median(list.map((s) => s.fps)),
          mainMsPerS: median(list.map((s) => s.mainMsPerS)),
          scriptMsPerS: median(list.map((s) => s.scriptMsPerS)),
          cpuMsPerS: median(list.map((s) => s.cpuMsPerS)),
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
