// Writes vercel.json from src/shared/deploy-policy.ts (Vercel reads the committed file):
//   npm run vercel-json
// Run it after changing a header, a cache rule or the fallback there, and commit the result; a unit
// test (src/server/platform-files.test.ts) fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contextFromEnvironment, packageRoot } from '../tooling/context/site-context.mjs';

// Node runs no TypeScript: the build's own hooks translate the app's server code and the content's site.ts
register('../tooling/typescript/hooks.mjs', { parentURL: import.meta.url, data: { packageRoot } });
/** @type {typeof import('../src/server/platform-files.ts')} */
const { vercelJson } = await import('../src/server/platform-files.ts');
/** @type {{ site: import('../src/shared/content/schema.ts').Site }} */
const { site } = await import(pathToFileURL(join(contextFromEnvironment(process.env).contentDir, 'site.ts')).href);
writeFileSync(join(packageRoot, 'vercel.json'), vercelJson(site.hsts));
console.log('wrote vercel.json');
