import { parseHex } from '@/shared/colour';
import type { ThemeColors } from '@/shared/particle-look';

/** One theme's colours, parsed once per change for both renderers (no per-frame string work). */
export interface Palette {
  /** sRGB 0..1 triples for the WebGL uniforms. */
  particle: [number, number, number];
  link: [number, number, number];
  particleOpacity: number;
  /** CSS colour of the particles for the 2D canvas (its links are built per alpha level there). */
  particleCss: string;
}

/** A `#rrggbb` colour as 0..1 channels (white for anything else: the field draws, whatever the config holds). */
function parseHexColor(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex) ?? [255, 255, 255];
  return [r / 255, g / 255, b / 255];
}

function css([r, g, b]: [number, number, number], alpha: number): string {
  const to255 = (v: number) => Math.round(v * 255);
  return `rgb(${to255(r)} ${to255(g)} ${to255(b)} / ${Math.min(1, Math.max(0, alpha))})`;
}

export function toPalette(colors: ThemeColors): Palette {
  const particle = parseHexColor(colors.particle);
  const link = parseHexColor(colors.link);
  const particleOpacity = Math.min(1, Math.max(0, colors.particleOpacity));
  return { particle, link, particleOpacity, particleCss: css(particle, particleOpacity) };
}
