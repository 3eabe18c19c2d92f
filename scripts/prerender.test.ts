import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptManifest, readManifest } from './initial-chunks.mjs';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;
// stands in for the server bundle of `vite build --ssr src/entry-server.tsx`: a site in English, and
// in Arabic under /ar; it writes each document as the real one does (src/server/document.ts, tested there)
const serverBundle = (body: string) => `
const page = (template, name, root) => template.replace('<!--app-head-->', () => name).replace('<!--app-html-->', () => root);
export const prerenderedPaths = ['/', '/ar'];
export const prerenderedPage = async (template, path) => page(template, 'page ' + path, ${JSON.stringify(body)});
export const shellPages = (template) => [
  { files: ['spa.html', '404.html'], html: page(template, 'shell en', '') },
  { files: ['ar/spa.html', 'ar/404.html'], html: page(template, 'shell ar', '') },
];
export const siteFiles = () => ({ 'sitemap.xml': '<urlset/>' });
export const platformFiles = () => ({ _headers: '/*' });
`;

// what `build.manifest` writes: keyed by the sources' paths, which a host must not serve
const MANIFEST = { 'index.html': { file: 'assets/index.js', src: '/home/owner/site/index.html' } };

let dir = '';
afterEach(() => {
  rmSync(keptManifest(join(dir, 'dist')), { force: true });
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs scripts/prerender.mjs on a client build of the template alone, with the stand-in server bundle; its dist folder.
 */
function prerender({ body = '<h1>Hi</h1>', assets = [] as string[] } = {}): string {
  dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  const dist = join(dir, 'dist');
  const server = join(dir, 'server');
  mkdirSync(dist);
  mkdirSync(server);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(server, 'entry-server.js'), serverBundle(body));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  for (const asset of assets) writeFileSync(join(dist, 'assets', asset), '');
  execFileSync(process.execPath, ['scripts/prerender.mjs'], {
    env: { ...process.env, DIST_DIR: dist, SERVER_DIR: server },
    stdio: 'pipe',
  });
  return dist;
}

describe('scripts/prerender.mjs', () => {
  it("writes each page, each language's shell and each file the server entry gives, where it belongs", () => {
    const dist = prerender({ body: '<h1>Hi</h1>' });
    const page = (name: string, root: string) =>
      TEMPLATE.replace('<!--app-head-->', name).replace('<!--app-html-->', root);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page('page /', '<h1>Hi</h1>'));
    expect(readFileSync(join(dist, 'ar/index.html'), 'utf8')).toBe(page('page /ar', '<h1>Hi</h1>'));
    for (const file of ['spa.html', '404.html'])
      expect(readFileSync(join(dist, file), 'utf8')).toBe(page('shell en', ''));
    for (const file of ['ar/spa.html', 'ar/404.html'])
      expect(readFileSync(join(dist, file), 'utf8')).toBe(page('shell ar', ''));
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe('/*');
  });

  it('moves the bundler’s manifest out of the build, where the size reports still read it', () => {
    const dist = prerender();
    expect(existsSync(join(dist, '.vite'))).toBe(false);
    expect(readManifest(dist)).toEqual(MANIFEST);
  });

  it('stops when a page names a built file the build did not write, naming both', () => {
    const body =
      '<picture><source srcSet="/assets/photo-a.avif 256w, /assets/photo-b.avif 512w"/><img src="/assets/photo-b.jpeg"/></picture><svg><use href="/assets/icons.svg#python"></use></svg><a href="https://example.com/assets/x.pdf">x</a>';
    // the client build wrote the JPEG under another name than the server bundle gives it
    let stderr: string | undefined;
    try {
      prerender({ body, assets: ['photo-a.avif', 'photo-b.avif', 'photo-b.jpg', 'icons.svg'] });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr, 'the prerender failed').toBeDefined();
    expect(stderr!.trim().split('\n')).toEqual([
      `${join(dir, 'dist', 'index.html')}: names assets/photo-b.jpeg, which the build did not write`,
      `${join(dir, 'dist', 'ar', 'index.html')}: names assets/photo-b.jpeg, which the build did not write`,
    ]);
    rmSync(dir, { recursive: true, force: true });
    // with the file under the name the page gives it, the same pages are written
    expect(
      existsSync(
        join(
          prerender({ body, assets: ['photo-a.avif', 'photo-b.avif', 'photo-b.jpeg', 'icons.svg'] }),
          'ar',
          'index.html',
        ),
      ),
    ).toBe(true);
  });
});
