// (in the initial bundle through particle-layer.tsx: DOM only, nothing from the field's code)

/**
 * Sets `data-<name>` on the particle layer when the value changes, so observers of the layer (the
 * owner's DevTools, the browser tests) see one mutation per real change, not one per restyle.
 */
export function setLayerData(layer: HTMLElement, name: 'particles' | 'renderer', value: string): void {
  if (layer.dataset[name] !== value) layer.dataset[name] = value;
}

/** The layer holds no field (it failed all the way down, or `?renderer=none`): it says so. */
export function markNoField(layer: HTMLElement): void {
  setLayerData(layer, 'renderer', 'none');
  setLayerData(layer, 'particles', '0');
  layer.removeAttribute('data-thread');
}

/** Tells the owner why the field stepped down (a warning: the page itself is fine). */
export function reportFallback(message: string, error?: unknown): void {
  if (error === undefined) console.warn(`Particle field: ${message}`);
  else console.warn(`Particle field: ${message}`, error);
}
