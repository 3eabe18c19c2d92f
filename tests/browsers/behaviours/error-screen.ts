import { strict as assert } from 'node:assert';
import { HOME, open, pathOf, press, textOf, waitForElement } from '../actions';
import type { Behaviour } from '../behaviour';

/** An unknown path: the router's fallback screen and its way home. */
export const errorScreen: Behaviour = {
  name: "error screen: an unknown path shows the router's fallback with 404 Not Found and a way home",
  async run({ page, size }) {
    await open(page, '/no/such/page');
    await waitForElement(page, { css: 'main h1', text: 'Unexpected Application Error!' });
    assert.equal(await textOf(page, 'main h2'), '404 Not Found');
    await press(page, { css: 'main a', text: '← Back to Home' }, size);
    await waitForElement(page, HOME);
    assert.equal(await pathOf(page), '/');
  },
};
