import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { unpackWoff2 } from './woff2';

// wawoff2 hands back a view of its memory that its next call overwrites: asked for several fonts at once, each caller
// still gets its own font, whole. Without woff2.ts's queue the first font read here is another's bytes.

const require = createRequire(import.meta.url);
const folder = join(dirname(require.resolve('@fontsource-variable/noto-sans-hebrew/package.json')), 'files');
const names = readdirSync(folder).filter((name) => name.endsWith('-wght-normal.woff2'));
const files = names.map((name) => readFileSync(join(folder, name)));
const characters = (font: Uint8Array) => new Face(new Blob(font)).collectUnicodes().length;

describe('WOFF2 unpacked', () => {
  it('gives each of several callers at once its own font, as one at a time would', async () => {
    expect(files.length).toBeGreaterThan(2);
    const alone: Buffer[] = [];
    for (const file of files) alone.push(await unpackWoff2(file));
    const atOnce = await Promise.all(files.map((file) => unpackWoff2(file)));
    atOnce.forEach((font, index) => expect(font.equals(alone[index]!), `file ${index}`).toBe(true));
    for (const font of atOnce) expect(characters(font)).toBeGreaterThan(0);
  });
});
