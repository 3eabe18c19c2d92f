/**
 * How a particle canvas fills the layer: on its own compositing layer, so a new particle frame
 * never repaints the page content above it.
 */
export const LAYER_CANVAS_STYLE = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
  willChange: 'transform',
} as const;
