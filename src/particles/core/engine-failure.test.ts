import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '@/shared/particle-look';
import { ParticleEngine, type EngineEnvironment } from './engine';

/**
 * A host with hand-cranked frames and timers; `size` is read at every (re)build. One `frame()` is
 * a refresh a full capped frame interval after the last, so every animating refresh draws.
 */
function host(size: ReturnType<EngineEnvironment['measure']>) {
  const frames = new Map<number, (now: number) => void>();
  const timers = new Map<number, { due: number; cb: () => void }>();
  let id = 0;
  let now = 0;
  const environment: EngineEnvironment = {
    measure: () => size,
    pixelRatio: () => 1,
    now: () => now,
    setTimer: (cb, ms) => (timers.set(++id, { due: now + ms, cb }), id),
    clearTimer: (n) => void timers.delete(n),
    requestFrame: (cb) => (frames.set(++id, cb), id),
    cancelFrame: (n) => void frames.delete(n),
  };
  const frame = () => {
    now += Math.ceil(1000 / DEFAULT_CONFIG.maxFps);
    for (const [n, timer] of [...timers]) {
      if (timer.due > now) continue;
      timers.delete(n);
      timer.cb();
    }
    const due = [...frames.values()];
    frames.clear();
    for (const cb of due) cb(now);
  };
  return { environment, frame, queued: () => frames.size + timers.size };
}

describe('ParticleEngine when a renderer fails', () => {
  it('drops a painter that throws in a frame, tells its host once, and never calls it again', () => {
    const engine = new ParticleEngine(1, DEFAULT_CONFIG);
    const { environment, frame, queued } = host({ width: 800, height: 600 });
    engine.attach(environment);
    let broken = false;
    const painter = vi.fn(() => {
      if (broken) throw new Error('lost the GPU');
    });
    const onFail = vi.fn();
    engine.setPainter(painter, 'webgl', onFail);
    frame();
    broken = true;
    for (let i = 0; i < 5; i++) frame();
    expect(painter).toHaveBeenCalledTimes(3); // at once, the first frame, and the frame that threw
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(onFail).toHaveBeenCalledWith(new Error('lost the GPU'));
    expect(engine.stats).toMatchObject({ renderer: 'none', animating: false });
    expect(queued()).toBe(0); // no frames wasted without a renderer

    // the host hands over to the next renderer: the field carries on, same particles
    const next = vi.fn();
    const positions = engine.sim.positions;
    engine.setPainter(next, '2d');
    frame();
    expect(next).toHaveBeenCalledTimes(2);
    expect(engine.sim.positions).toBe(positions);
    expect(engine.stats).toMatchObject({ renderer: '2d', animating: true });
  });

  it('drops a painter that throws as it is handed over, before the handover returns', () => {
    const engine = new ParticleEngine(1, DEFAULT_CONFIG);
    const { environment } = host({ width: 800, height: 600 });
    engine.attach(environment);
    const onFail = vi.fn(() => expect(engine.stats.renderer).toBe('none'));
    engine.setPainter(
      () => {
        throw new Error('no context');
      },
      '2d',
      onFail,
    );
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('rethrows where no host listens for the failure', () => {
    const engine = new ParticleEngine(1, DEFAULT_CONFIG);
    engine.attach(host({ width: 800, height: 600 }).environment);
    expect(() =>
      engine.setPainter(() => {
        throw new Error('unhandled');
      }, '2d'),
    ).toThrow('unhandled');
    expect(engine.stats.renderer).toBe('none');
  });
});

describe('ParticleEngine sizing', () => {
  it('counts particles from the window the host reports, and moves them in the layer', () => {
    const engine = new ParticleEngine(1, DEFAULT_CONFIG);
    // a classic scrollbar: the layer is 15 px narrower than the window
    engine.attach(host({ width: 1265, height: 800, windowWidth: 1280, windowHeight: 800 }).environment);
    expect(engine.sim.count).toBe(128);
    expect(engine.sim.width).toBe(1265);
    // a tuned density recounts from the same window
    engine.config.areaPerParticle = 16000;
    engine.applyConfig();
    expect(engine.sim.count).toBe(64);
  });
});
