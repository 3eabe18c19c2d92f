import type { Shape } from '../../support/shapes.mjs';

/**
 * The tags of one of the template's own browser tests (not the owner's check's) whose outcome depends on
 * shapes of content (tests/support/shapes.mjs): `npm test` runs it once on the reference shape, and again
 * on each fixture owner that adds one of them.
 */
export const forShapes = (...shapes: Shape[]) => ({ tag: shapes.map((shape) => `@${shape}`) });
