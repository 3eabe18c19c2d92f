import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { siteContext } from '../context/site-context.mjs';
import { inertSvgFiles } from './inert-svg-files';

const work = mkdtempSync(join(tmpdir(), 'inert-svg-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The names of the SVG files a build of `entry` in `folder` emits. */
async function emittedSvgs(folder: string, entry: string): Promise<string[]> {
  const outDir = join(folder, 'out');
  await build({
    root: folder,
    logLevel: 'silent',
    configFile: false,
    // a site at `work`: its copies' cache is shared by the builds below, as by two owners' builds
    plugins: [inertSvgFiles(siteContext({ site: work }))],
    build: { outDir, assetsInlineLimit: 0, rollupOptions: { input: join(folder, entry) } },
  });
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .map((name) => name.replace(/^.*\//, ''))
    .map((name) => name.replace(/-[\w-]{8}\.svg$/, '.svg'))
    .sort();
}

describe('the inert copies of SVG files', () => {
  it('keep each file’s own name when two files of two builds hold the same bytes', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
    for (const [owner, name] of [
      ['first', 'logo-institute.svg'],
      ['second', 'logo-tu.svg'],
    ] as const) {
      const folder = join(work, owner);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, name), logo);
      // as the site names its pictures (src/ui/content-images.ts)
      writeFileSync(
        join(folder, 'entry.js'),
        "export default import.meta.glob('./*.svg', { eager: true, query: '?url', import: 'default' });\n",
      );
      expect(await emittedSvgs(folder, 'entry.js')).toEqual([name]);
    }
    // a bundler may take a copy's folder for the file's (the template's build of one owner emitted
    // another owner's name for a picture of the same bytes): each folder holds one copy
    const copies = join(work, 'node_modules/.cache/particle-portfolio/inert-svg');
    const folders = readdirSync(copies);
    expect(folders).toHaveLength(2);
    for (const folder of folders) expect(readdirSync(join(copies, folder))).toHaveLength(1);
  });
});
