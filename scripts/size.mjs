// Prints the gzipped size of the JavaScript a first visit loads before the particle field, of
// every lazily loaded chunk and of the search's indexes; exits non-zero when the initial JavaScript exceeds its budget or holds
// three.js. Runs at the end of `npm run build`; on its own: npm run size. `npm run size -- --modules`
// prints what the initial chunk is made of instead (scripts/bundle-composition.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distFolder } from '../tooling/content/folder.mjs';
import { initialFiles, readManifest } from './initial-chunks.mjs';

/** Kilobytes (1000 bytes) after gzip -9, for a site in one language. See docs/size-budget.md for why it is not 100. */
const INITIAL_JS_BUDGET_KB = 120;
/**
 * What each further language of the site may add: its texts and the owner's words in it travel with the initial chunk
 * (measured: 2.45 kB gz a language, docs/size-budget.md).
 */
const LANGUAGE_KB = 2.5;

if (process.argv.includes('--modules')) {
  await import('./bundle-composition.mjs');
  process.exit(0);
}

const dist = distFolder();
const manifest = readManifest(dist);
// each further language has a folder of its own with its single-page shell (scripts/prerender.mjs)
const furtherLanguages = readdirSync(dist, { withFileTypes: true }).filter(
  (entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'spa.html')),
).length;
const budgetKb = INITIAL_JS_BUDGET_KB + LANGUAGE_KB * furtherLanguages;
const budget = `${budgetKb} kB${furtherLanguages > 0 ? `: ${INITIAL_JS_BUDGET_KB} kB, and ${LANGUAGE_KB} kB for each of ${furtherLanguages} further languages` : ''}`;
/** @param {string} file */
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
const initial = initialFiles(manifest);
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
  .map((chunk) => chunk.file);
// workers are bundled on their own and are not in the manifest
for (const file of readdirSync(join(dist, 'assets')))
  if (/\.worker-[\w-]+\.js$/.test(file)) lazy.push(`assets/${file}`);

/** @param {string} file */
const row = (file) => `  ${file.padEnd(44)} ${gzipKb(file).toFixed(1).padStart(7)} kB gz`;
const initialKb = [...initial].reduce((sum, file) => sum + gzipKb(file), 0);
const css = manifest['index.html']?.css ?? [];
// the report, on its own (npm run size) or in a build told to be verbose; a build says only a problem
if (!process.env.PORTFOLIO_BUILD || process.env.PORTFOLIO_VERBOSE) {
  console.log('Initial JavaScript (before the particle field):');
  for (const file of initial) console.log(row(file));
  console.log(`  ${'total'.padEnd(44)} ${initialKb.toFixed(1).padStart(7)} kB gz (budget ${budget})`);
  console.log('Initial CSS:');
  for (const file of css) console.log(row(file));
  console.log('Loaded later (particle field and its 2D worker, three.js, modal, tuning panel, search):');
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
if (initialKb > budgetKb) {
  problems.push(`initial JavaScript is ${initialKb.toFixed(1)} kB gz, over its budget of ${budget}`);
}
for (const file of initial) {
  if (readFileSync(join(dist, file), 'utf8').includes('WebGLRenderer'))
    problems.push(`three.js is in the initial chunk ${file}`);
}
if (problems.length > 0) {
  console.error(`\nSize check failed:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
