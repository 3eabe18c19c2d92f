// Copies the sample owner's content into the owner's folder (src/content in a clone of the template,
// content/ in a site), to edit into their own (see tooling/owner-files/start-from-sample.ts):
//   npm run start-from-sample
// It never replaces content you already have.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ module: typeof import('../tooling/owner-files/start-from-sample.ts') }} */
const { module } = await runnerImport('/tooling/owner-files/start-from-sample.ts', {
  root,
  configFile: false,
  logLevel: 'error',
});
process.exitCode = module.startFromSample(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
