// Writes vercel.json from tooling/deploy/deploy-policy.ts (Vercel reads the committed file):
//   npm run vercel-json
// Run it after changing a header, a cache rule or the fallback there, and commit the result; a unit
// test (tooling/deploy/platform-files.test.ts) fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} file */
const load = async (file) => (await runnerImport(file, { root, configFile: false, logLevel: 'error' })).module;
/** @type {typeof import('../tooling/content/load-content.ts')} */
const { loadContent } = await load('/tooling/content/load-content.ts');
/** @type {typeof import('../tooling/deploy/platform-files.ts')} */
const { vercelJson } = await load('/tooling/deploy/platform-files.ts');
const { site } = await loadContent();
writeFileSync(`${root}vercel.json`, vercelJson(site.hsts));
console.log('wrote vercel.json');
