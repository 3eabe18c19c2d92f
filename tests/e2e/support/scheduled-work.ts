import type { Page } from '@playwright/test';

/**
 * What a thread of the page has scheduled: the animation frames and timers it asked for so far, and
 * those still pending (asked for, neither run nor cancelled). A thread with nothing pending runs no
 * more of its code until an event reaches it: a field that has nothing pending draws nothing more,
 * however long one waits. Tests that say "nothing more happens" wait for that state instead of
 * waiting for time.
 */
export interface ScheduledWork {
  framesAsked: number;
  timersAsked: number;
  pendingFrames: number;
  pendingTimers: number;
}

const PARTICLE_WORKER = /\/assets\/particle\.worker-[^/]+\.js$/;

/** The parts of a window's or a worker's global scope the tracker wraps (typed as the browser has them). */
interface Scope {
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  setTimeout: (handler: unknown, ms?: number, ...args: unknown[]) => number;
  clearTimeout: (id?: number) => void;
  __scheduledWork?: () => ScheduledWork;
}

/**
 * Runs in the page (an init script) or in a worker (before its own code, which looks both functions
 * up when it calls them): wraps requestAnimationFrame and setTimeout to count what is asked for and
 * still pending. Self-contained, as it is sent to the browser as source.
 */
function installTracker(): void {
  const scope = globalThis as unknown as Scope;
  if (scope.__scheduledWork) return;
  const frames = new Set<number>();
  const timers = new Set<number>();
  const asked = { frames: 0, timers: 0 };
  const {
    requestAnimationFrame: raf,
    cancelAnimationFrame: caf,
    setTimeout: setTimer,
    clearTimeout: clearTimer,
  } = scope;
  if (raf && caf) {
    scope.requestAnimationFrame = (callback) => {
      asked.frames++;
      const id = raf.call(scope, (now) => {
        frames.delete(id);
        callback(now);
      });
      frames.add(id);
      return id;
    };
    scope.cancelAnimationFrame = (id) => {
      frames.delete(id);
      caf.call(scope, id);
    };
  }
  scope.setTimeout = (handler, ms, ...args) => {
    asked.timers++;
    const id = setTimer.call(
      scope,
      () => {
        timers.delete(id);
        if (typeof handler === 'function') (handler as (...values: unknown[]) => void)(...args);
      },
      ms,
    );
    timers.add(id);
    return id;
  };
  scope.clearTimeout = (id) => {
    if (id !== undefined) timers.delete(id);
    clearTimer.call(scope, id);
  };
  scope.__scheduledWork = () => ({
    framesAsked: asked.frames,
    timersAsked: asked.timers,
    pendingFrames: frames.size,
    pendingTimers: timers.size,
  });
}

/**
 * Tracks the animation frames and timers of the page from its first script on and, with `worker`,
 * those of the particle field's worker (its script is answered with the tracker in front).
 */
export async function trackScheduledWork(page: Page, { worker = false } = {}): Promise<void> {
  await page.addInitScript(installTracker);
  if (!worker) return;
  await page.route(PARTICLE_WORKER, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `(${installTracker.toString()})();\n${await response.text()}` });
  });
}

/** What the page's main thread, or the particle worker, has scheduled right now. */
export async function scheduledWork(page: Page, thread: 'main' | 'worker'): Promise<ScheduledWork> {
  const read = () => {
    const tracked = (globalThis as unknown as Scope).__scheduledWork;
    if (!tracked) throw new Error('trackScheduledWork() was not called before the page (or the worker) started');
    return tracked();
  };
  if (thread === 'main') return page.evaluate(read);
  const worker = page.workers().find((candidate) => PARTICLE_WORKER.test(candidate.url()));
  if (!worker) throw new Error('the particle field runs in no worker');
  return worker.evaluate(read);
}

/** Nothing pending: no animation frame and no timer asked for and still to run. */
export const idle = { pendingFrames: 0, pendingTimers: 0 };
