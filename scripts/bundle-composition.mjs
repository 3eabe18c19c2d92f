// What the initial JavaScript is made of, measured (not guessed): builds the site with source maps
// into node_modules/.cache/bundle-composition, maps every byte of the initial chunk back to the module
// it came from, and prints, per package (and per file of src/), the minified bytes and what gzip
// would save without them (the chunk gzipped whole, minus the chunk gzipped without that group).
//
//   npm run size -- --modules        (or: node scripts/bundle-composition.mjs [--files])
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { initialFiles, keepManifest, readManifest } from './initial-chunks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'node_modules/.cache/bundle-composition');
const showFiles = process.argv.includes('--files');

await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: 'hidden', manifest: true } });
keepManifest(outDir);

const initial = [...initialFiles(readManifest(outDir))];

/**
 * A source path as a group: the npm package, or the file under src/ (or its folder without --files).
 * @param {string} source
 * @param {string} mapDir
 */
function group(source, mapDir) {
  const path = resolve(mapDir, source).replace(/\\/g, '/');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  // "\0…": the bundler's virtual modules
  if (source.startsWith('\0') || /^vite\/|rolldown|^\(?commonjs|runtime/.test(source)) return '(bundler runtime)';
  const src = path.match(/(src\/.*)$/)?.[1];
  if (!src) return path || '(unmapped)';
  if (showFiles) return src;
  return src
    .split('/')
    .slice(0, src.startsWith('src/features/') ? 3 : 2)
    .join('/');
}

/** @param {string} text */
const gz = (text) => gzipSync(text, { level: 9 }).length;

for (const file of initial) {
  const code = readFileSync(join(outDir, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')));
  // offset of each generated line's start
  const lineStart = [0];
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 10) lineStart.push(i + 1);
  /** @type {{ at: number, source: string | null }[]} */
  const mappings = [];
  map.eachMapping((m) => {
    const start = lineStart[m.generatedLine - 1];
    if (start === undefined) throw new Error(`${file}.map maps line ${m.generatedLine}, past the chunk's last line`);
    mappings.push({ at: start + m.generatedColumn, source: m.source });
  });
  mappings.sort((a, b) => a.at - b.at);
  // every byte belongs to the mapping that starts at or before it; bytes before the first are unmapped
  const owner = new Array(code.length).fill('(unmapped)');
  for (const [k, { at, source }] of mappings.entries()) {
    const end = mappings[k + 1]?.at ?? code.length;
    const name = source ? group(source, dirname(join(outDir, file))) : '(unmapped)';
    for (let i = at; i < end; i++) owner[i] = name;
  }
  const bytes = new Map();
  for (const name of owner) bytes.set(name, (bytes.get(name) ?? 0) + 1);
  const whole = gz(code);
  const rows = [...bytes]
    .map(([name, size]) => {
      const kept = [];
      for (let i = 0, from = -1; i <= code.length; i++) {
        const keep = i < code.length && owner[i] !== name;
        if (keep && from < 0) from = i;
        if (!keep && from >= 0) {
          kept.push(code.slice(from, i));
          from = -1;
        }
      }
      const without = kept.join('');
      return { name, size, gzSaved: whole - gz(without) };
    })
    .sort((a, b) => b.gzSaved - a.gzSaved);
  console.log(`\n${file}: ${(code.length / 1000).toFixed(1)} kB minified, ${(whole / 1000).toFixed(1)} kB gz`);
  console.log(`${'module group'.padEnd(48)} ${'minified'.padStart(10)} ${'gz without it'.padStart(14)}`);
  for (const r of rows) {
    if (r.size < 200 && !showFiles) continue;
    console.log(
      `${r.name.padEnd(48)} ${(r.size / 1000).toFixed(1).padStart(8)} kB ${(-r.gzSaved / 1000).toFixed(1).padStart(11)} kB`,
    );
  }
  console.log(
    '(groups under 0.2 kB minified not listed; "gz without it": the change in the gzipped chunk if the group left it)',
  );
}
