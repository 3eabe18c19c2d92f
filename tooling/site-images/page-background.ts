import { themeColours } from '../../src/app/theme-colours.ts';
import { createRandom } from '../../src/particles/core/rng.ts';

const colour = themeColours.dark;

/** A faint particle network, echoing the site's animated background. */
function particleNetwork(width: number, height: number): string {
  // a fixed seed: the same points on every build, so an unchanged owner gets the same picture
  const random = createRandom(7);
  const count = Math.round((width * height) / 8400);
  const points = Array.from({ length: count }, () => ({ x: random() * width, y: random() * height, r: 1 + random() * 2 }));
  const reach = 150;
  const lines: string[] = [];
  points.forEach((a, i) => {
    for (const b of points.slice(i + 1)) {
      const distance = Math.hypot(b.x - a.x, b.y - a.y);
      if (distance >= reach) continue;
      const opacity = ((1 - distance / reach) * 0.4).toFixed(3);
      lines.push(
        `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${colour.fg}" stroke-opacity="${opacity}" stroke-width="0.8"/>`,
      );
    }
  });
  const dots = points.map(({ x, y, r }) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="${colour.fg}" fill-opacity="0.55"/>`);
  return lines.join('') + dots.join('');
}

/** The dark theme's page gradient with the particle network on it, as an SVG document. */
export function pageBackground(width: number, height: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="page" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour['page-from']}"/><stop offset="0.55" stop-color="${colour['page-via']}"/><stop offset="1" stop-color="${colour['page-to']}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#page)"/>`,
    particleNetwork(width, height),
    '</svg>',
  ].join('');
}
