// The particle field: what the field behaviours read of it, and how they open each renderer a browser can end up with.
import { strict as assert } from 'node:assert';
import { areaPerParticle } from '../../support/site-content';
import { eventually, open, waitFor, type FieldPixels } from '../actions';
import type { BehaviourContext } from '../behaviour';
import type { BrowserPage } from '../browser';

/** The field as a visitor gets it, and with each renderer asked for. */
export const FIELDS = [
  { query: '', asked: 'auto' },
  { query: '?renderer=2d', asked: '2d' },
  { query: '?renderer=webgl', asked: 'webgl' },
] as const;

/** What the field looks like to the tests: its layer's data, the window and what the browser offers. */
export const fieldState = (page: BrowserPage) =>
  page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('.particle-layer');
    let webgl2: boolean;
    try {
      const gl = document.createElement('canvas').getContext('webgl2');
      webgl2 = !!gl;
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      webgl2 = false;
    }
    const renderer = layer?.getAttribute('data-renderer') ?? null;
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-particle-canvas="${renderer}"]`);
    return {
      renderer,
      particles: layer?.getAttribute('data-particles') ?? null,
      thread: layer?.getAttribute('data-thread') ?? null,
      webglCanvases: document.querySelectorAll('[data-particle-canvas="webgl"]').length,
      width: innerWidth,
      height: innerHeight,
      layer: [layer?.clientWidth ?? 0, layer?.clientHeight ?? 0],
      canvas: canvas ? [canvas.width, canvas.height] : null,
      pixelRatio: devicePixelRatio,
      webgl2,
      offscreen: typeof OffscreenCanvas === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype,
    };
  }, null);

/** The field's count for a window: its area over the area per particle, computed here, not by the app's code. */
export const expectedCount = (width: number, height: number) => String(Math.floor((width * height) / areaPerParticle));

/**
 * The field's state once its count is the one for the window (the layer may say its renderer a moment before its
 * count).
 */
export async function countedField(page: BrowserPage) {
  let state = await fieldState(page);
  await eventually(async () => {
    state = await fieldState(page);
    assert.equal(
      state.particles,
      expectedCount(state.width, state.height),
      `data-particles for a ${state.width}x${state.height} window`,
    );
  });
  return state;
}

export const rebuilds = (page: BrowserPage) =>
  page.evaluate(async () => {
    const read = (window as unknown as { __readParticles?: () => Promise<{ rebuilds: number }> }).__readParticles;
    return (await read?.())?.rebuilds ?? -1;
  }, null);

/** The field draws (enough changed pixels over the background, lighter on the dark theme) and moves. */
export function assertDrawnAndMoving(pixels: FieldPixels, count: number): void {
  // every particle covers at least π px² (radius 1); links add far more
  const area = pixels.scale * pixels.scale;
  assert.ok(
    pixels.drawn.changed > count * 2 * area,
    `particle pixels over the background: ${pixels.drawn.changed} (${count} particles)`,
  );
  assert.ok(
    pixels.drawn.lighter > 15,
    `light particles on the dark theme (luminance +${pixels.drawn.lighter.toFixed(1)})`,
  );
  assert.ok(
    pixels.moved.changed > count * area,
    `pixels changed in 0.8 s: ${pixels.moved.changed} (${count} particles)`,
  );
}

/** Opens the field asked for by `query` and waits until it has settled on what this browser must end up with. */
export async function openField(
  context: BehaviourContext,
  query: string,
  asked: 'webgl' | '2d' | 'auto',
): Promise<string> {
  const { page } = context;
  await open(page, `/${query}`);
  const offered = await fieldState(page);
  // what the field must end up as: `?renderer=webgl` falls back to 2D without WebGL2, `auto` may pick
  // either (WebGL only where WebGL2 exists); a 2D-only field is drawn by a worker wherever the browser
  // can hand a canvas to one, WebGL on the page
  const want = asked === 'webgl' && !offered.webgl2 ? '2d' : asked;
  return waitFor(
    page,
    (goal: { want: string; webgl2: boolean; offscreen: boolean }) => {
      const layer = document.querySelector('.particle-layer');
      const renderer = layer?.getAttribute('data-renderer');
      const thread = layer?.getAttribute('data-thread');
      const webglDone = renderer === 'webgl' && thread === 'main' && goal.webgl2;
      const twoDDone = renderer === '2d' && thread === (goal.offscreen ? 'worker' : 'main');
      const done = goal.want === 'webgl' ? webglDone : goal.want === '2d' ? twoDDone : webglDone || twoDDone;
      return done ? `${renderer} on the ${thread} thread` : '';
    },
    { want, webgl2: offered.webgl2, offscreen: offered.offscreen },
    {
      message: `the field of ${query || 'a visitor'} to settle as ${want} (WebGL2 ${offered.webgl2 ? 'available' : 'missing'}, OffscreenCanvas ${offered.offscreen ? 'available' : 'missing'})`,
    },
  );
}

/**
 * Runs `check` on the field of each query whose renderer and thread this browser has not shown yet
 * (a visitor's field is one of the two renderers asked for, and without WebGL2 `?renderer=webgl` is
 * the 2D field again): every way this browser can draw the field is checked, none twice.
 */
export async function forEachField(context: BehaviourContext, check: (query: string) => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  for (const { query, asked } of FIELDS) {
    const settled = await openField(context, query, asked);
    if (seen.has(settled)) continue;
    seen.add(settled);
    await check(query || 'a visitor');
  }
}
