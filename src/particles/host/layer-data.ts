/**
 * Sets `data-<name>` on the particle layer when the value changes, so observers of the layer (the
 * owner's DevTools, the browser tests) see one mutation per real change, not one per restyle.
 */
export function setLayerData(layer: HTMLElement, name: 'particles' | 'renderer', value: string): void {
  if (layer.dataset[name] !== value) layer.dataset[name] = value;
}
