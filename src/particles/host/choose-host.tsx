import { useCallback, useState } from 'react';
import { PageField } from './page/page-field';
import type { ParticleStats } from '../core/engine';
import { planRenderer, probeWebGL2, readRendererRequest, readSeed, readThreadRequest } from './renderer-choice';
import { randomSeed } from '../core/rng';
import { offscreenSupported } from './worker/worker-proxy';
import { WorkerField } from './worker/worker-field';

declare global {
  interface Window {
    /** Live particle counters for the owner (in the worker's case, as last reported). */
    __particles?: ParticleStats;
    /** The counters as of now, from wherever the field runs (tests and the benchmark). */
    __readParticles?: () => Promise<ParticleStats>;
  }
}

/**
 * The particle field inside the fixed layer. WebGL runs on the page (three.js needs it); a 2D-only
 * plan runs in a worker where the browser can draw there, else on the page. The layer mirrors what
 * runs: `data-renderer`, `data-particles` and `data-thread` ("main" or "worker").
 */
export default function ChooseHost({ layer }: { layer: HTMLElement }) {
  const [seed] = useState(() => readSeed(location.search) ?? randomSeed());
  const [plan] = useState(() => planRenderer(readRendererRequest(location.search), (strict) => probeWebGL2(strict)));
  const [offscreen, setOffscreen] = useState(() => !plan.webgl && readThreadRequest(location.search) === 'auto' && offscreenSupported());
  const onWorkerFailed = useCallback(() => setOffscreen(false), []);
  return offscreen ? (
    <WorkerField layer={layer} seed={seed} onFail={onWorkerFailed} />
  ) : (
    <PageField layer={layer} plan={plan} seed={seed} />
  );
}
