// The gzipped size of the JavaScript a first visit loads before the particle field, page by page, of every lazily
// loaded chunk and of the search's indexes, and the check of the first JavaScript's budget: a home page's may not
// exceed it nor hold three.js. `particle-portfolio build` runs it at its end, in its own process; on its own:
// npm run size (scripts/size.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialFiles, readManifest } from './initial-chunks.mjs';

/**
 * Kilobytes (1000 bytes) after gzip -9: the JavaScript a home page loads first, in any of the site's
 * languages, whatever their number or the posts and projects (docs/size-budget.md).
 */
const BUDGET_KB = 100;

/**
 * Checks the build in `dist` (its manifest kept in `manifests`), printing the report when `printed` (a build says only
 * a problem); resolves to the exit code: 1 over the budget.
 * @param {{ dist: string, manifests: string, printed: boolean }} build
 * @returns {number}
 */
export function sizeReport({ dist, manifests, printed }) {
  const manifest = readManifest(dist, manifests);
  /** @param {string} file */
  const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
  const entry = initialFiles(manifest);

  /**
   * The built pages, as paths from the build's folder ("index.html", "pt-br/blog/index.html", "spa.html").
   * @param {string} [folder]
   * @returns {string[]}
   */
  const pages = (folder = dist) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
      const path = join(folder, item.name);
      if (item.isDirectory()) return item.name === 'assets' ? [] : pages(path);
      return item.name.endsWith('.html') ? [relative(dist, path).split(sep).join('/')] : [];
    });

  /**
   * The scripts a page loads before anything asks for more: the entry with what it imports, and the chunks the page
   * names to preload (its language's, and the chunk of the pages beyond the home page on those pages).
   * @param {string} page
   */
  function firstScripts(page) {
    const html = readFileSync(join(dist, page), 'utf8');
    const named = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="[^"]*?(assets\/[^"]+)"/g)].map(
      ([, file = '']) => file,
    );
    return [...new Set([...entry, ...named])];
  }
  /** @param {readonly string[]} files */
  const totalKb = (files) => files.reduce((sum, file) => sum + gzipKb(file), 0);

  const all = pages();
  // a home page per language: the site's root, and each other language's folder (its single-page shell beside it)
  const homes = all.filter(
    (page) =>
      page === 'index.html' || (/^[^/]+\/index\.html$/.test(page) && existsSync(join(dist, dirname(page), 'spa.html'))),
  );
  const others = all.filter((page) => !homes.includes(page) && page.endsWith('/index.html'));
  const widest = others.reduce(
    (/** @type {string | undefined} */ most, page) =>
      most === undefined || totalKb(firstScripts(page)) > totalKb(firstScripts(most)) ? page : most,
    undefined,
  );
  const lazy = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !entry.has(chunk.file))
    .map((chunk) => chunk.file);
  // workers are bundled on their own and are not in the manifest
  for (const file of readdirSync(join(dist, 'assets')))
    if (/\.worker-[\w-]+\.js$/.test(file)) lazy.push(`assets/${file}`);

  /** @param {string} file */
  const row = (file) => `  ${file.padEnd(44)} ${gzipKb(file).toFixed(1).padStart(7)} kB gz`;
  /** @param {string} page */
  const pageRow = (page) => {
    const files = firstScripts(page);
    const beyond = files.filter((file) => !entry.has(file));
    const named = beyond.length > 0 ? ` (the entry, ${beyond.join(', ')})` : '';
    return `  ${`/${page.replace(/index\.html$/, '')}`.padEnd(44)} ${totalKb(files).toFixed(1).padStart(7)} kB gz${named}`;
  };
  const css = manifest['index.html']?.css ?? [];
  if (printed) {
    console.log('The entry (every page loads it first):');
    for (const file of entry) console.log(row(file));
    console.log(`First JavaScript of each home page (budget ${BUDGET_KB} kB gz):`);
    for (const page of homes) console.log(pageRow(page));
    if (widest) {
      console.log('First JavaScript of the heaviest other page (a post, a project, the blog: the same chunks):');
      console.log(pageRow(widest));
    }
    console.log('Initial CSS:');
    for (const file of css) console.log(row(file));
    console.log(
      'Loaded later (particle field and its 2D worker, three.js, modal, tuning panel, search, pages, languages):',
    );
    for (const file of lazy.sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(row(file));
    // a site with search (one with posts): each language's index, fetched when the search first opens in that language
    const indexes = readdirSync(join(dist, 'assets')).filter((file) => /^search-[\w-]+\.json$/.test(file));
    if (indexes.length > 0) {
      console.log(
        "Search indexes (each language's, in parts and a first shard on a long blog, fetched when the search opens; `npm run bench:search` for more):",
      );
      for (const file of indexes.sort()) {
        const raw = readFileSync(join(dist, 'assets', file)).length / 1000;
        console.log(`${row(`assets/${file}`)} (${raw.toFixed(1)} kB raw)`);
      }
    }
  }

  const problems = [];
  if (homes.length === 0) problems.push(`no home page in ${dist}: nothing to measure`);
  for (const page of homes) {
    const kb = totalKb(firstScripts(page));
    if (kb > BUDGET_KB)
      problems.push(`/${page}: its first JavaScript is ${kb.toFixed(1)} kB gz, over its budget of ${BUDGET_KB} kB`);
  }
  for (const file of entry) {
    if (readFileSync(join(dist, file), 'utf8').includes('WebGLRenderer'))
      problems.push(`three.js is in the initial chunk ${file}`);
  }
  if (problems.length > 0) {
    console.error(`\nSize check failed:\n  - ${problems.join('\n  - ')}`);
    return 1;
  }
  return 0;
}
