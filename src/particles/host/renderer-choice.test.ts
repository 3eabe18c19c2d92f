import { describe, expect, it, vi } from 'vitest';
import { planRenderer, probeWebGL2, readRendererRequest, readSeed, readThreadRequest } from './renderer-choice';

describe('renderer choice', () => {
  it('reads ?renderer and ?seed', () => {
    expect(readRendererRequest('?renderer=webgl')).toBe('webgl');
    expect(readRendererRequest('?renderer=2d&x=1')).toBe('2d');
    expect(readRendererRequest('?renderer=vulkan')).toBe('auto');
    expect(readRendererRequest('')).toBe('auto');
    expect(readSeed('?seed=42')).toBe(42);
    expect(readSeed('?seed=')).toBeNull();
    expect(readSeed('?seed=abc')).toBeNull();
  });

  it('reads ?thread=main (a 2D field on the page instead of a worker)', () => {
    expect(readThreadRequest('?renderer=2d&thread=main')).toBe('main');
    expect(readThreadRequest('?thread=worker')).toBe('auto');
    expect(readThreadRequest('')).toBe('auto');
  });

  it('auto takes WebGL only on a GPU that passes failIfMajorPerformanceCaveat', () => {
    const gpu = vi.fn(() => ({ available: true, software: false }));
    expect(planRenderer('auto', gpu)).toEqual({ webgl: true, failIfMajorPerformanceCaveat: true, antialias: true });
    expect(gpu).toHaveBeenCalledWith(true);
    expect(planRenderer('auto', () => ({ available: true, software: true })).webgl).toBe(false);
    expect(planRenderer('auto', () => ({ available: false, software: false })).webgl).toBe(false);
  });

  it('?renderer=webgl accepts software WebGL (without MSAA) but still needs a context', () => {
    const soft = vi.fn(() => ({ available: true, software: true }));
    expect(planRenderer('webgl', soft)).toEqual({ webgl: true, failIfMajorPerformanceCaveat: false, antialias: false });
    expect(soft).toHaveBeenCalledWith(false);
    expect(planRenderer('webgl', () => ({ available: false, software: false })).webgl).toBe(false);
    const never = vi.fn();
    expect(planRenderer('2d', never).webgl).toBe(false);
    expect(never).not.toHaveBeenCalled();
  });

  it('probes without throwing where there is no WebGL2 (jsdom)', () => {
    expect(probeWebGL2(true)).toEqual({ available: false, software: false });
  });
});
