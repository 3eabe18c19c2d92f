import type { ParticleStats } from '../core/engine';

declare global {
  interface Window {
    /** Live particle counters (in the worker's case, as last reported). Automation and `npm run dev` only. */
    __particles?: ParticleStats;
    /** The counters as of now, from wherever the field runs. Automation and `npm run dev` only. */
    __readParticles?: () => Promise<ParticleStats>;
  }
}

/**
 * Publishes the field's counters as `window.__particles` and `window.__readParticles()` for the
 * browser tests and the benchmark, which drive the browser by automation (`navigator.webdriver` is
 * true under Playwright, WebDriver and CDP-launched Chromium), and for the owner in `npm run dev`.
 * A visitor's page gets neither.
 */
export function exposeParticleStats(live: ParticleStats, read: () => Promise<ParticleStats>): void {
  if (!import.meta.env.DEV && !navigator.webdriver) return;
  window.__particles = live;
  window.__readParticles = read;
}
