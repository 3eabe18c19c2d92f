// Rewrites the owner's content folder from any older shape to today's (see tooling/upgrade/):
//   npm run upgrade             upgrades src/content (or the folder CONTENT_DIR names), saying what it changed
//   npm run upgrade -- --check  says what it would change, writes nothing, fails if anything would change
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ module: typeof import('../tooling/upgrade/upgrade.ts') }} */
const { module } = await runnerImport('/tooling/upgrade/upgrade.ts', { root, configFile: false, logLevel: 'error' });
process.exitCode = module.upgrade(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
