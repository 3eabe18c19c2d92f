// Regenerates the link-preview image and the icon set in public/ from the content files:
//   npm run site-images
// Run it after changing your name, tagline, job title or logo, and commit the results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (file) => (await runnerImport(file, { root, configFile: false, logLevel: 'error' })).module;
const { profile } = await load('/src/content/profile.ts');
const { site } = await load('/src/content/site.ts');
const { themeColours } = await load('/src/app/theme-colours.ts');
const colour = themeColours.dark;

const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const logo = readFileSync(`${root}src/content/images/${profile.logo}`, 'utf8');
const logoData = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const domain = new URL(site.url).host;

/** A deterministic particle network, echoing the site's background. */
function network() {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const points = Array.from({ length: 90 }, () => [random() * 1200, random() * 630, 1 + random() * 2]);
  const lines = [];
  for (const [i, [x1, y1]] of points.entries()) {
    for (const [x2, y2] of points.slice(i + 1)) {
      const d = Math.hypot(x2 - x1, y2 - y1);
      if (d < 150) lines.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour.fg}" stroke-opacity="${((1 - d / 150) * 0.4).toFixed(3)}" stroke-width="0.8"/>`);
    }
  }
  const dots = points.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour.fg}" fill-opacity="0.55"/>`);
  return lines.join('') + dots.join('');
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour['page-from']}"/><stop offset="0.55" stop-color="${colour['page-via']}"/><stop offset="1" stop-color="${colour['page-to']}"/>
    </linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colour.accent}"/><stop offset="1" stop-color="#a78bfa"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${network()}
  <image x="80" y="80" width="150" height="100" xlink:href="${logoData}"/>
  <text x="80" y="330" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="84" font-weight="bold" fill="${colour['fg-strong']}">${escape(profile.name)}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="40" fill="url(#accent)">${escape(profile.jobTitle)}</text>
  <rect x="80" y="460" width="120" height="6" rx="3" fill="url(#accent)"/>
  <text x="80" y="550" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="30" fill="${colour.muted}">${escape(domain)}</text>
</svg>`;

const out = (name) => `${root}public/${name}`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(out('og-image.png'));

// Icons: the logo centred on the page colour, with room for the maskable safe zone.
async function icon(size, name) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(Buffer.from(logo), { density: 600 }).resize(inner, inner, { fit: 'contain', background: '#0000' }).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: colour['page-from'] } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}
await icon(32, 'favicon-32.png');
await icon(180, 'apple-touch-icon.png');
await icon(192, 'icon-192.png');
await icon(512, 'icon-512.png');
console.log('wrote public/og-image.png, favicon-32.png, apple-touch-icon.png, icon-192.png, icon-512.png');
