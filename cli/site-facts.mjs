// Writes what the owner's check knows of the site (tooling/check/site-facts.ts) as JSON:
//   node cli/site-facts.mjs <file.json> [<base path>]
// run in the site's folder with the build's environment, by the check's browser tests before they
// start (particle-portfolio-check). The base path is the one the build was given (BASE_PATH), if any.
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { packageRoot } from '../tooling/content/folder.mjs';

const [file, base] = process.argv.slice(2);
if (!file) {
  console.error('usage: node cli/site-facts.mjs <file.json> [<base path>]');
  process.exit(2);
}
// Node runs no TypeScript: Vite's server runs the build's code, open until the facts are read (the readers import
// some of their libraries as they need them)
const server = await createServer({
  root: packageRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, ws: false },
  // nothing for a browser: no dependency to discover and bundle
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const module = /** @type {typeof import('../tooling/check/site-facts.ts')} */ (
    await server.ssrLoadModule('/tooling/check/site-facts.ts')
  );
  writeFileSync(file, `${JSON.stringify(await module.siteFacts(base || undefined), null, 1)}\n`);
} finally {
  await server.close();
}
