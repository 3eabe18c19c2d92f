import { DEFAULT_CONFIG, type ParticleConfig } from '@/shared/particle-look';

// The field's rules on top of its look (src/shared/particle-look.ts): copies of a config, the frame
// clock, the count and the links' alpha.

/** A deep, mutable copy of the defaults (or of any config). */
export function cloneConfig(config: Readonly<ParticleConfig> = DEFAULT_CONFIG): ParticleConfig {
  return {
    ...config,
    colors: { dark: { ...config.colors.dark }, light: { ...config.colors.light } },
  };
}

/** Copies every value of `source` into `target` in place (the engine and the panel hold `target`). */
export function assignConfig(target: ParticleConfig, source: Readonly<ParticleConfig>): void {
  const { colors, ...values } = source;
  Object.assign(target, values);
  Object.assign(target.colors.dark, colors.dark);
  Object.assign(target.colors.light, colors.light);
}

/** The speeds are per frame at 60 Hz. */
export const FRAME_MS = 1000 / 60;

/**
 * Longest time step taken at once (a stalled tab does not teleport particles). Above the frame
 * interval at any `minFps` the panel offers, so the field keeps its speed at every frame rate.
 */
export const MAX_STEP_MS = 250;

/** Spec: particle count = floor(viewport area / 8000). */
export function particleCount(width: number, height: number, areaPerParticle: number): number {
  if (!(width > 0) || !(height > 0) || !(areaPerParticle > 0)) return 0;
  return Math.floor((width * height) / areaPerParticle);
}

/** Spec: link opacity = (1 − d / distance) × opacity, zero at and beyond the distance. */
export function linkAlpha(distance: number, linkDistance: number, linkOpacity: number): number {
  return distance < linkDistance ? (1 - distance / linkDistance) * linkOpacity : 0;
}
