// Takes the content of a fork of the template (or a "Use this template" copy), of any release, into
// this site's content folder, in today's shape (see tooling/upgrade/from-fork.ts):
//   npx particle-portfolio from-fork ../my-fork
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ module: typeof import('../tooling/upgrade/from-fork.ts') }} */
const { module } = await runnerImport('/tooling/upgrade/from-fork.ts', { root, configFile: false, logLevel: 'error' });
process.exitCode = module.fromFork(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
