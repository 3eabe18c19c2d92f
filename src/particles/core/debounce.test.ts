import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce (resize rebuild)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 150 ms after the last call of a storm', () => {
    const fn = vi.fn();
    const d = debounce(fn, () => 150);
    for (let i = 0; i < 10; i++) {
      d();
      vi.advanceTimersByTime(100); // the storm keeps resetting the timer
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(d.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('reads the delay at each call, can be cancelled and flushed', () => {
    const fn = vi.fn();
    let delay = 150;
    const d = debounce(fn, () => delay);
    delay = 300;
    d();
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    d();
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
