import type { Shape } from '../../support/shapes.mjs';

/**
 * The tags of a browser test that holds for any owner's site (`@owner`: `npm run check` runs it on
 * the owner's own site), and of the shapes of content its outcome depends on (tests/support/shapes.mjs):
 * `npm test` runs it once on the reference shape, and again on each fixture owner that adds one of them.
 */
export const forOwners = (...shapes: Shape[]) => ({ tag: ['@owner', ...shapes.map((shape) => `@${shape}`)] });
