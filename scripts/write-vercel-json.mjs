// Writes vercel.json from src/app/hosting/host-policy.ts (Vercel reads the committed file):
//   npm run vercel-json
// Run it after changing a header, a cache rule or the fallback there, and commit the result; a unit
// test (src/app/hosting/vercel-json.test.ts) fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport('/src/app/hosting/host-files.ts', { root, configFile: false, logLevel: 'error' });
writeFileSync(`${root}vercel.json`, module.vercelJson());
console.log('wrote vercel.json');
