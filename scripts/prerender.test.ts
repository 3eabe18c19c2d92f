import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// stands in for the server bundle of `vite build --ssr src/entry-server.tsx`
const SERVER_BUNDLE = `
export const prerenderedPaths = ['/'];
export const render = async () => ({ html: ${JSON.stringify(`<h1>${HOSTILE}</h1>`)}, head: { title: 'unused' } });
export const headTags = (head, path) => ${JSON.stringify(`<title>${HOSTILE}</title>`)} + (path === null ? '<meta name="robots" content="noindex" />' : '');
export const siteFiles = () => ({});
export const platformFiles = () => ({});
`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/prerender.mjs', () => {
  it("writes the owner's text into the pages exactly as it is", () => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-'));
    const dist = join(dir, 'dist');
    const server = join(dir, 'server');
    mkdirSync(dist);
    mkdirSync(server);
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(server, 'entry-server.js'), SERVER_BUNDLE);
    execFileSync(process.execPath, ['scripts/prerender.mjs'], { env: { ...process.env, DIST_DIR: dist, SERVER_DIR: server }, stdio: 'pipe' });

    // split and join: no pattern characters in the expectation either
    const fill = (head: string, root: string) =>
      TEMPLATE.split('<!--app-head-->').join(head).split('<div id="root"><!--app-html--></div>').join(root);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(
      fill(`<title>${HOSTILE}</title>`, `<div id="root" data-prerendered="/"><h1>${HOSTILE}</h1></div>`),
    );
    const shell = fill(`<title>${HOSTILE}</title><meta name="robots" content="noindex" />`, '<div id="root"></div>');
    expect(readFileSync(join(dist, 'spa.html'), 'utf8')).toBe(shell);
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toBe(shell);
  });
});
