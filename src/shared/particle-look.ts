/**
 * The particle field's look, declared once: the product's constants, and what an owner changes of
 * them in site.ts's `particles`. The field draws with it (src/particles/) and so do the pictures the
 * build draws of it (the link-preview image); the tuning panel (`?tune`, or any `npm run dev`) edits
 * a live copy and writes the owner's lines for site.ts.
 */

export interface ThemeColors {
  /** Particle fill, `#rrggbb`. */
  particle: string;
  /** Particle alpha, 0..1. */
  particleOpacity: number;
  /** Link colour, `#rrggbb`; its alpha comes from the link opacity rule. */
  link: string;
}

export interface ParticleConfig {
  /** One particle per this many CSS px² of viewport: count = floor(width × height / area). */
  areaPerParticle: number;
  /** Particle radius range in CSS px, drawn uniformly. */
  radiusMin: number;
  radiusMax: number;
  /** Largest speed per axis in CSS px per 60 Hz frame; each axis is drawn uniformly in ±speedMax. */
  speedMax: number;
  /** Particles closer than this (CSS px) are linked. Also the grid's cell size. */
  linkDistance: number;
  /** Link alpha = (1 − d / linkDistance) × linkOpacity. */
  linkOpacity: number;
  /** Link width in CSS px (WebGL draws 1-device-px lines with alpha scaled by width × DPR). */
  linkWidth: number;
  /** The field is rebuilt this long after the last resize event. */
  resizeDebounceMs: number;
  /** devicePixelRatio cap for both renderers. */
  maxDpr: number;
  /**
   * Most frames drawn per second. The field is slow (at most speedMax × 60 px/s per axis, 15 px/s by
   * default), so 15 frames a second move the fastest particle at most 1 px per frame (most move half
   * that, drawn with sub-pixel precision): the same look as 60 at a quarter of the frames, which are
   * what the browser pays for (raster and compositing).
   */
  maxFps: number;
  /**
   * Most device pixels drawn per second, in millions: a frame's cost (raster, then compositing in the
   * GPU process) grows with the canvas's area, so a very large canvas (a 4K screen at DPR 1: 8.3
   * million pixels) draws fewer frames than `maxFps` (80 → 9.6 a second there: the fastest particle
   * still moves under 1.6 device px per frame). Below about 5.3 million pixels `maxFps` decides.
   */
  maxMegapixelsPerSecond: number;
  /**
   * Lowest rate the field drops to while its frames arrive late (a busy device, or a software GPU
   * where one frame of a full-screen canvas costs the GPU process 100+ ms): the page's own frames
   * (scrolling, its animations) come first, and a slower background is the lesser harm.
   */
  minFps: number;
  colors: { dark: ThemeColors; light: ThemeColors };
}

export const DEFAULT_CONFIG: Readonly<ParticleConfig> = Object.freeze({
  areaPerParticle: 8000,
  radiusMin: 1,
  radiusMax: 3,
  speedMax: 0.25,
  linkDistance: 150,
  linkOpacity: 0.4,
  linkWidth: 0.8,
  resizeDebounceMs: 150,
  maxDpr: 2,
  maxFps: 15,
  maxMegapixelsPerSecond: 80,
  minFps: 5,
  colors: Object.freeze({
    // light particles over the dark navy/indigo gradient (slate-200 / slate-300)
    dark: Object.freeze({ particle: '#e2e8f0', particleOpacity: 0.7, link: '#cbd5e1' }),
    // dark slate-blue particles over the pale gradient (slate-600 / slate-700)
    light: Object.freeze({ particle: '#475569', particleOpacity: 0.6, link: '#334155' }),
  }),
});

/** What an owner changes of the defaults (site.ts's `particles`): any constant, any colour. */
export type ParticleOverrides = { readonly [K in Exclude<keyof ParticleConfig, 'colors'>]?: number | undefined } & {
  readonly colors?:
    | {
        readonly [Theme in keyof ParticleConfig['colors']]?:
          { readonly [K in keyof ThemeColors]?: ThemeColors[K] | undefined } | undefined;
      }
    | undefined;
};

/** The owner's field: the defaults with their `overrides`. */
export function withOverrides(overrides: ParticleOverrides | undefined): Readonly<ParticleConfig> {
  if (!overrides) return DEFAULT_CONFIG;
  const { colors, ...values } = overrides;
  const defined = <T extends object>(object: T | undefined) =>
    Object.fromEntries(Object.entries(object ?? {}).filter(([, value]) => value !== undefined));
  return {
    ...DEFAULT_CONFIG,
    ...defined(values),
    colors: {
      dark: { ...DEFAULT_CONFIG.colors.dark, ...defined(colors?.dark) },
      light: { ...DEFAULT_CONFIG.colors.light, ...defined(colors?.light) },
    },
  };
}

/** What of `config` differs from the defaults, as site.ts's `particles` writes it. */
export function overridesOf(config: Readonly<ParticleConfig>): ParticleOverrides {
  const { colors, ...values } = config;
  const { colors: defaultColors, ...defaultValues } = DEFAULT_CONFIG;
  const changed = <T extends object>(object: T, defaults: T) =>
    Object.fromEntries(Object.entries(object).filter(([key, value]) => defaults[key as keyof T] !== value));
  const dark = changed(colors.dark, defaultColors.dark);
  const light = changed(colors.light, defaultColors.light);
  const themes = { ...(Object.keys(dark).length > 0 && { dark }), ...(Object.keys(light).length > 0 && { light }) };
  return { ...changed(values, defaultValues), ...(Object.keys(themes).length > 0 && { colors: themes }) };
}
