import { strict as assert } from 'node:assert';
import { lookAtField } from '../actions';
import type { Behaviour } from '../behaviour';
import { FIELDS, countedField, assertDrawnAndMoving, openField } from './field-state';

/** The particle field with each renderer and thread: drawn, moving, counted for the window. */
export const fieldRenderers: Behaviour = {
  name: 'particle field: draws and animates with the right renderer, thread and count (as a visitor, and with each renderer asked for)',
  async run(context) {
    const { page } = context;
    for (const { query, asked } of FIELDS) {
      const settled = await openField(context, query, asked);
      const state = await countedField(page);
      assert.equal(state.webglCanvases, state.renderer === 'webgl' ? 1 : 0, 'a WebGL canvas only when WebGL draws');
      assertDrawnAndMoving(await lookAtField(page), Number(state.particles));
      context.note(`${query || '(no query)'}: ${settled}, ${state.particles} particles`);
    }
  },
};
