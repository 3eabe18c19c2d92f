/**
 * Trailing-edge debounce for resize storms: `fn` runs once, `delay()` ms after the last call.
 * The delay is read at each call so the tuning panel can change it live.
 */
export interface Debounced {
  (): void;
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
  readonly pending: boolean;
}

export function debounce(fn: () => void, delay: () => number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    fn();
  };
  const debounced = (() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, delay()));
  }) as Debounced;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  Object.defineProperty(debounced, 'pending', { get: () => timer !== undefined });
  return debounced;
}
