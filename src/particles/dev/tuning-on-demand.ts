import { reportFallback } from '../host/layer-data';
import type { TunableField } from './tuning-panel';

/**
 * Mounts the owner's tuning panel (its own chunk) in `npm run dev`, or with `?tune` on a production
 * build; does nothing otherwise. Returns the unmount.
 */
export function mountTuningPanelOnDemand(field: TunableField): () => void {
  if (!import.meta.env.DEV && !new URLSearchParams(location.search).has('tune')) return () => {};
  let dispose: (() => void) | undefined;
  let cancelled = false;
  import('./tuning-panel')
    .then(({ mountTuningPanel }) => {
      if (!cancelled) dispose = mountTuningPanel(field);
    })
    // a panel chunk gone after a redeploy costs the owner the panel, never the page or the field
    .catch((error: unknown) => reportFallback('the tuning panel could not load', error));
  return () => {
    cancelled = true;
    dispose?.();
  };
}
