// Writes vercel.json from src/shared/deploy-policy.ts (Vercel reads the committed file):
//   npm run vercel-json
// Run it after changing a header, a cache rule or the fallback there, and commit the result; a unit
// test (src/server/platform-files.test.ts) fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} file */
const load = async (file) => (await runnerImport(file, { root, configFile: false, logLevel: 'error' })).module;
/** @type {typeof import('../tooling/content/load-content.ts')} */
const { loadContent } = await load('/tooling/content/load-content.ts');
// the app's server side, with its "@/…" imports: through the build's own loader
/** @type {typeof import('../tooling/load-source.ts')} */
const { loadSource } = await load('/tooling/load-source.ts');
/** @type {typeof import('../src/server/platform-files.ts')} */
const { vercelJson } = await loadSource('/src/server/platform-files.ts');
const { site } = await loadContent();
writeFileSync(`${root}vercel.json`, vercelJson(site.hsts));
console.log('wrote vercel.json');
