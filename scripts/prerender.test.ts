import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The owner's text, with what String.replace reads as patterns in a string replacement.
const HOSTILE = "Eve $& $' $$ $` $1";
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script src="/saved-preferences.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;
// stands in for the server bundle of `vite build --ssr src/entry-server.tsx`: a site in English, and in Arabic under /ar
const serverBundle = (body: string) => `
export const prerenderedPaths = ['/', '/ar'];
export const render = async (path) => ({ html: ${JSON.stringify(body)}, head: { title: 'unused' }, ...(path === '/ar' ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' }) });
export const headTags = (head, path, tag) => ${JSON.stringify(`<title>${HOSTILE}</title>`)} + (path === null ? '<meta name="robots" content="noindex" />' + tag : '');
export const shells = [{ lang: 'en', dir: 'ltr', files: ['spa.html', '404.html'] }, { lang: 'ar', dir: 'rtl', files: ['ar/spa.html', 'ar/404.html'] }];
export const siteFiles = () => ({});
export const platformFiles = () => ({});
`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs scripts/prerender.mjs on a client build of the template alone, with the stand-in server bundle; its dist folder. */
function prerender({ body = `<h1>${HOSTILE}</h1>`, assets = [] as string[] } = {}): string {
    dir = mkdtempSync(join(tmpdir(), 'prerender-'));
    const dist = join(dir, 'dist');
    const server = join(dir, 'server');
    mkdirSync(dist);
    mkdirSync(server);
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(server, 'entry-server.js'), serverBundle(body));
    mkdirSync(join(dist, 'assets'));
    for (const asset of assets) writeFileSync(join(dist, 'assets', asset), '');
    execFileSync(process.execPath, ['scripts/prerender.mjs'], { env: { ...process.env, DIST_DIR: dist, SERVER_DIR: server }, stdio: 'pipe' });
  return dist;
}

describe('scripts/prerender.mjs', () => {
  it("writes the owner's text into the pages exactly as it is", () => {
    const dist = prerender();

    // split and join: no pattern characters in the expectation either
    const fill = (head: string, root: string, html = '<html lang="en" dir="ltr">') =>
      TEMPLATE.split('<html lang="en">').join(html).split('<!--app-head-->').join(head).split('<div id="root"><!--app-html--></div>').join(root);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(
      fill(`<title>${HOSTILE}</title>`, `<div id="root" data-prerendered="/"><h1>${HOSTILE}</h1></div>`),
    );
    const shell = fill(`<title>${HOSTILE}</title><meta name="robots" content="noindex" />en`, '<div id="root"></div>');
    expect(readFileSync(join(dist, 'spa.html'), 'utf8')).toBe(shell);
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toBe(shell);
  });

  it('gives each page and each language’s shell the lang and dir of its language', () => {
    const dist = prerender();

    const html = (file: string) => /<html[^>]*>/.exec(readFileSync(join(dist, file), 'utf8'))?.[0];
    expect(html('index.html')).toBe('<html lang="en" dir="ltr">');
    expect(html('ar/index.html')).toBe('<html lang="ar" dir="rtl">');
    expect(html('spa.html')).toBe('<html lang="en" dir="ltr">');
    expect(html('ar/spa.html')).toBe('<html lang="ar" dir="rtl">');
    // the shell's head in its own language
    expect(readFileSync(join(dist, 'ar/spa.html'), 'utf8')).toContain('<meta name="robots" content="noindex" />ar');
    // and its 404 page, for hosts that serve the nearest one
    expect(readFileSync(join(dist, 'ar/404.html'), 'utf8')).toBe(readFileSync(join(dist, 'ar/spa.html'), 'utf8'));
  });

  it('stops when a page names a built file the build did not write, naming both', () => {
    const body = '<picture><source srcSet="/assets/photo-a.avif 256w, /assets/photo-b.avif 512w"/><img src="/assets/photo-b.jpeg"/></picture><svg><use href="/assets/icons.svg#python"></use></svg><a href="https://example.com/assets/x.pdf">x</a>';
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
    expect(existsSync(join(prerender({ body, assets: ['photo-a.avif', 'photo-b.avif', 'photo-b.jpeg', 'icons.svg'] }), 'ar', 'index.html'))).toBe(true);
  });
});
