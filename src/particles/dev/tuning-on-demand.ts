import type { TunableField } from './tuning-panel';

/**
 * Mounts the owner's tuning panel (its own chunk) in `npm run dev`, or with `?tune` on a production
 * build; does nothing otherwise. Returns the unmount.
 */
export function mountTuningPanelOnDemand(field: TunableField): () => void {
  if (!import.meta.env.DEV && !new URLSearchParams(location.search).has('tune')) return () => {};
  let dispose: (() => void) | undefined;
  let cancelled = false;
  void import('./tuning-panel').then(({ mountTuningPanel }) => {
    if (!cancelled) dispose = mountTuningPanel(field);
  });
  return () => {
    cancelled = true;
    dispose?.();
  };
}
