// Builds the site as GitHub Pages serves a project site, under /portfolio/, into dist-subpath/
// (dist/ stays the root build): client, server bundle, prerendered pages and host files. The
// sub-path browser test (tests/e2e/sub-path.spec.ts) serves this folder.
//   npm run build:subpath
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const outDir = process.env.SUBPATH_DIST ?? 'dist-subpath';
const serverDir = `${outDir}-server`;
const env = { ...process.env, BASE_PATH: '/portfolio/', DIST_DIR: outDir, SERVER_DIR: serverDir };
const vite = join('node_modules', '.bin', 'vite');
const run = (command, args) => execFileSync(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });

run(vite, ['build', '--outDir', outDir, '--logLevel', 'warn']);
run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--logLevel', 'warn']);
run(process.execPath, [join('scripts', 'prerender.mjs')]);
console.log(`build-sub-path: ${outDir}/ built for /portfolio/`);
