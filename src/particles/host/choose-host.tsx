import { useCallback, useLayoutEffect, useState } from 'react';
import { PageField } from './page/page-field';
import { planRenderer, probeWebGL2, readRendererRequest, readSeed, readThreadRequest } from './renderer-choice';
import { randomSeed } from '@/shared/rng';
import { emptyStats } from '../core/engine';
import { exposeParticleStats } from './automation-hooks';
import { markNoField, reportFallback } from './layer-data';
import { offscreenSupported } from './worker/worker-proxy';
import { WorkerField } from './worker/worker-field';

/** Where the field runs: a worker (2D only), the page (WebGL and/or 2D), or nowhere. */
type Host = 'worker' | 'page' | 'none';

/**
 * The particle field inside the fixed layer. WebGL runs on the page (three.js needs it); a 2D-only
 * plan runs in a worker where the browser can draw there, else on the page. Each host falls back
 * one step when it cannot draw: the worker to the page (on a fresh canvas: the worker's was
 * transferred), the page to no field at all. The layer mirrors what runs: `data-renderer`,
 * `data-particles` and `data-thread` ("main" or "worker"; absent with no field).
 */
export default function ChooseHost({ layer }: { layer: HTMLElement }) {
  const [seed] = useState(() => readSeed(location.search) ?? randomSeed());
  const [plan] = useState(() => planRenderer(readRendererRequest(location.search), (strict) => probeWebGL2(strict)));
  const [host, setHost] = useState<Host>(() =>
    !plan.webgl && readThreadRequest(location.search) === 'auto' && offscreenSupported() ? 'worker' : 'page',
  );
  const onWorkerFailed = useCallback((reason: string) => {
    reportFallback(`the 2D worker cannot draw (${reason}); drawing on the page instead`);
    setHost((current) => (current === 'worker' ? 'page' : current));
  }, []);
  const onPageFailed = useCallback(() => {
    reportFallback('no renderer can draw on this page; no field');
    setHost('none');
  }, []);

  useLayoutEffect(() => {
    if (host !== 'none') return;
    markNoField(layer);
    const none = emptyStats('none');
    exposeParticleStats(none, () => Promise.resolve({ ...none }));
  }, [host, layer]);

  if (host === 'worker') return <WorkerField layer={layer} seed={seed} onFail={onWorkerFailed} />;
  if (host === 'page') return <PageField layer={layer} plan={plan} seed={seed} onFail={onPageFailed} />;
  return null;
}
