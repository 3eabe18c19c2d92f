// Writes the static pages after `vite build` (client) and `vite build --ssr` (server bundle):
// dist/index.html and dist/blog/index.html prerendered and hydrated in the browser, dist/spa.html
// the empty shell for every other path (and dist/404.html, the same shell, for hosts without
// rewrites), plus sitemap.xml, robots.txt, site.webmanifest and the hosts' files (_headers,
// _redirects, .nojekyll; see tooling/deploy/).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverDir } from './server-dir.mjs';

const dist = process.env.DIST_DIR ?? 'dist';
const server = await import(pathToFileURL(join(serverDir(dist), 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// function replacers: a string replacement would read `$&`, `$'` or `$$` in the owner's text as patterns
function page(head, body, prerenderedPath) {
  const root = prerenderedPath ? `<div id="root" data-prerendered="${prerenderedPath}">` : '<div id="root">';
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"><!--app-html--></div>', () => `${root}${body}</div>`);
}

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`prerender: ${file} (${(Buffer.byteLength(text) / 1024).toFixed(1)} kB)`);
}

for (const path of server.prerenderedPaths) {
  const { html, head } = await server.render(path);
  write(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), page(server.headTags(head, path), html, path));
}
const shell = page(server.headTags(null, null), '', null);
write(join(dist, 'spa.html'), shell);
write(join(dist, '404.html'), shell);
for (const [name, text] of Object.entries({ ...server.siteFiles(), ...server.platformFiles() })) write(join(dist, name), text);

rmSync(serverDir(dist), { recursive: true, force: true });
