// Colours as numbers, for what the build decides about them (an owner's accent, its contrast) and
// what the particle field draws. sRGB channels are 0..255; an alpha, 0..1.

export type Rgb = readonly [number, number, number];

/** "#38bdf8" or "#3bf" → [56, 189, 248]; undefined for anything else. */
export function parseHex(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? match[1].replace(/./g, (c) => c + c) : match[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** "rgb(15 23 42 / 0.86)" or a hex colour → its channels and alpha (the colours theme-colours.ts writes). */
export function parseColour(colour: string): { rgb: Rgb; alpha: number } | undefined {
  const hex = parseHex(colour);
  if (hex) return { rgb: hex, alpha: 1 };
  const match = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)\s*)?\)$/.exec(colour.trim());
  if (!match) return undefined;
  return {
    rgb: [Number(match[1]), Number(match[2]), Number(match[3])],
    alpha: match[4] === undefined ? 1 : Number(match[4]),
  };
}

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `colour` at this opacity, as CSS writes it: "rgb(56 189 248 / 0.14)". */
export const withAlpha = (rgb: Rgb, alpha: number): string => `rgb(${rgb.map(Math.round).join(' ')} / ${alpha})`;

/** `share` of `a` and the rest of `b`, channel by channel in sRGB (as CSS color-mix(in srgb) mixes). */
export const mix = ([r1, g1, b1]: Rgb, [r2, g2, b2]: Rgb, share: number): Rgb => [
  r1 * share + r2 * (1 - share),
  g1 * share + g2 * (1 - share),
  b1 * share + b2 * (1 - share),
];

/** A colour of this opacity painted over an opaque background. */
export const over = (colour: { rgb: Rgb; alpha: number }, background: Rgb): Rgb =>
  mix(colour.rgb, background, colour.alpha);

/** WCAG 2's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
