import { chromium } from 'playwright-core';
import { serveStatic } from './static-server';
import { chromiumPath } from '../scripts/browsers.mjs';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

export interface HeapResult {
  label: string;
  frames: number;
  bytesPerFrame: number;
  /** Largest allocators: "function (file) bytes/frame". */
  top: string[];
}

function collect(node: ProfileNode, out: Map<string, number>): void {
  if (node.selfSize > 0) {
    const file = node.callFrame.url.split('/').pop() || '(native)';
    const key = `${node.callFrame.functionName || '(anonymous)'} (${file})`;
    out.set(key, (out.get(key) ?? 0) + node.selfSize);
  }
  for (const child of node.children) collect(child, out);
}

/**
 * Chromium's sampling heap profiler (64-byte interval, objects collected by minor and major GC
 * included) on the field-only page for `seconds`, after `warmupSeconds` of running: bytes the page's JavaScript
 * allocates per frame
 * while the field runs, and who allocates them.
 */
export async function benchHeap(options: {
  pagesDir: string;
  seconds: number;
  warmupSeconds: number;
  extraArgs: string[];
}): Promise<HeapResult[]> {
  const server = await serveStatic({ '/__bench/': options.pagesDir });
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
  const results: HeapResult[] = [];
  try {
    for (const renderer of ['2d', 'webgl'] as const) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      // the 2D renderer on the page's thread (`thread=main`): the worker runs the same code, and a page
      // CDP session cannot sample a worker's heap
      await page.goto(`${server.origin}/__bench/field.html?renderer=${renderer}&thread=main&seed=1`);
      await page.waitForFunction(
        (r) => document.querySelector<HTMLElement>('.particle-layer')?.dataset.renderer === r,
        renderer,
        {
          timeout: 60_000,
        },
      );
      // long enough for V8 to optimise the per-frame functions (interpreted code boxes doubles)
      await page.waitForTimeout(options.warmupSeconds * 1000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const frames0 = await page.evaluate(async () => (await window.__readParticles?.())?.frames ?? 0);
      await cdp.send('HeapProfiler.startSampling', {
        samplingInterval: 64,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      await page.waitForTimeout(options.seconds * 1000);
      const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
        profile: { head: ProfileNode };
      };
      const frames = (await page.evaluate(async () => (await window.__readParticles?.())?.frames ?? 0)) - frames0;
      const byFunction = new Map<string, number>();
      collect(profile.head, byFunction);
      const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
      results.push({
        label: renderer === '2d' ? 'field only, 2D' : 'field only, WebGL',
        frames,
        bytesPerFrame: total / Math.max(frames, 1),
        top: [...byFunction]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, bytes]) => `${name} ${(bytes / Math.max(frames, 1)).toFixed(0)} B/frame`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
