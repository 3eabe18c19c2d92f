// Writes vercel.json from tooling/deploy/deploy-policy.ts (Vercel reads the committed file):
//   npm run vercel-json
// Run it after changing a header, a cache rule or the fallback there, and commit the result; a unit
// test (tooling/deploy/platform-files.test.ts) fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module: loader } = await runnerImport('/tooling/load-source.ts', { root, configFile: false, logLevel: 'error' });
const { vercelJson } = await loader.loadSource('/tooling/deploy/platform-files.ts');
const { site } = await loader.loadSource('/src/content/site.ts');
writeFileSync(`${root}vercel.json`, vercelJson(site.hsts));
console.log('wrote vercel.json');
