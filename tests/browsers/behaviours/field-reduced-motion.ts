import { strict as assert } from 'node:assert';
import { framesDrawn, lookAtField, waitFor, STILL_PAGE_FRAMES } from '../actions';
import type { Behaviour } from '../behaviour';
import { fieldState, forEachField } from './field-state';

/** The particle field under prefers-reduced-motion: one still frame. */
export const fieldReducedMotion: Behaviour = {
  name: 'particle field: with prefers-reduced-motion it draws one still frame',
  reducedMotion: true,
  async run(context) {
    const { page } = context;
    await forEachField(context, async (query) => {
      assert.ok(
        await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches, null),
        'the browser reports prefers-reduced-motion: reduce',
      );
      // the still frame is drawn: the field says its loop does not run, it has drawn, and it draws
      // nothing more over 30 frames of the page (a still frame asked for lands in the next one)
      const frames = await waitFor(
        page,
        async (span: number) => {
          const read = (window as unknown as { __readParticles: () => Promise<{ frames: number; animating: boolean }> })
            .__readParticles;
          const before = await read();
          if (before.animating || before.frames === 0) return 0;
          for (let frame = 0; frame < span; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
          const after = await read();
          return !after.animating && after.frames === before.frames ? after.frames : 0;
        },
        30,
        {
          message: `${query}: the field to stand still (its loop stopped, a frame drawn, none more over 30 frames of the page)`,
        },
      );
      const pixels = await lookAtField(page, { moving: false });
      const count = Number((await fieldState(page)).particles);
      assert.ok(
        pixels.drawn.changed > count * 2 * pixels.scale * pixels.scale,
        `${query}: a still frame is drawn: ${pixels.drawn.changed} pixels`,
      );
      assert.equal(pixels.moved.changed, 0, `${query}: nothing moves over ${STILL_PAGE_FRAMES} frames of the page`);
      const drawn = await framesDrawn(page);
      assert.equal(drawn?.frames, frames, 'no frame drawn meanwhile');
      assert.equal(drawn?.steps, 0, 'the simulation never stepped');
    });
  },
};
