import type { ParticleConfig } from '../../src/shared/particle-look.ts';
import { createRandom } from '../../src/shared/rng.ts';
import { themeColours } from '../../src/shared/theme-colours.ts';

const colour = themeColours.dark;

/**
 * A still of the particle field as the page draws it in the dark theme: the same constants, the owner's if they tuned
 * it.
 */
function particleNetwork(width: number, height: number, field: Readonly<ParticleConfig>): string {
  // a fixed seed: the same points on every build, so an unchanged owner gets the same picture
  const random = createRandom(7);
  const count = Math.floor((width * height) / field.areaPerParticle);
  const points = Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    r: field.radiusMin + random() * (field.radiusMax - field.radiusMin),
  }));
  const { particle, particleOpacity, link } = field.colors.dark;
  const lines: string[] = [];
  points.forEach((a, i) => {
    for (const b of points.slice(i + 1)) {
      const distance = Math.hypot(b.x - a.x, b.y - a.y);
      if (distance >= field.linkDistance) continue;
      const opacity = ((1 - distance / field.linkDistance) * field.linkOpacity).toFixed(3);
      lines.push(
        `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${link}" stroke-opacity="${opacity}" stroke-width="${field.linkWidth}"/>`,
      );
    }
  });
  const dots = points.map(
    ({ x, y, r }) =>
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="${particle}" fill-opacity="${particleOpacity}"/>`,
  );
  return lines.join('') + dots.join('');
}

/** The dark theme's page gradient with the particle field on it, as an SVG document. */
export function pageBackground(width: number, height: number, field: Readonly<ParticleConfig>): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="page" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour['page-from']}"/><stop offset="0.55" stop-color="${colour['page-via']}"/><stop offset="1" stop-color="${colour['page-to']}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#page)"/>`,
    particleNetwork(width, height, field),
    '</svg>',
  ].join('');
}
