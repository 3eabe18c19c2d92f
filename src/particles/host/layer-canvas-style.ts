/**
 * How a particle canvas fills the layer. (No `will-change: transform`: a canvas gets its own
 * compositing layer anyway, and the hint made no measurable difference to a frame's cost, with the
 * canvas on the page or in a worker, with software or GPU compositing; see the bench notes.)
 */
export const LAYER_CANVAS_STYLE = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
} as const;
