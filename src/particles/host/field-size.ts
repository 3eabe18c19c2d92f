/**
 * What a field is built for: the layer it fills (where particles move and bounce) and the window,
 * whose area sets the count (one particle per 8000 px² of the window's area, so a classic scrollbar, which narrows the
 * layer, does not change it).
 */
export interface FieldSize {
  width: number;
  height: number;
  windowWidth: number;
  windowHeight: number;
}

/**
 * A phone's toolbars slide in and out while the visitor scrolls, changing the window's height by
 * up to ~10 % (56 px of 844 on a 390×844 phone). The layer is sized to the large viewport (`100lvh`)
 * so it stays put; a height-only window change smaller than this share is not a resize either.
 */
const TOOLBAR_SHARE = 0.15;

function measureFieldSize(win: Window, layer: HTMLElement): FieldSize {
  return {
    width: layer.clientWidth,
    height: layer.clientHeight,
    windowWidth: win.innerWidth,
    windowHeight: win.innerHeight,
  };
}

/**
 * The size to (re)build for: `built` itself when nothing but the phone's toolbars moved (the layer
 * kept its size, the window its width, and its height changed by less than TOOLBAR_SHARE), else
 * what was measured. Rotation and real window resizes change the layer, so they always rebuild.
 */
export function settleFieldSize(built: FieldSize | null, measured: FieldSize): FieldSize {
  if (!built) return measured;
  const layerKept = measured.width === built.width && measured.height === built.height;
  const toolbarsOnly =
    layerKept &&
    measured.windowWidth === built.windowWidth &&
    Math.abs(measured.windowHeight - built.windowHeight) < TOOLBAR_SHARE * built.windowHeight;
  return toolbarsOnly ? built : measured;
}

/** Measures for each build, ignoring the toolbars' moves since the previous one. */
export function fieldSizer(win: Window, layer: HTMLElement): () => FieldSize {
  let built: FieldSize | null = null;
  return () => (built = settleFieldSize(built, measureFieldSize(win, layer)));
}
