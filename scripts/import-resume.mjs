// Writes the content files from a JSON Resume (see tooling/import/):
//   npm run import -- path/to/resume.json [--force]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// Node runs no TypeScript: Vite's module runner imports the build's code
const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ module: typeof import('../tooling/import/import-resume.ts') }} */
const { module } = await runnerImport('/tooling/import/import-resume.ts', {
  root,
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.importResume(
  process.argv.slice(2),
  { root, cwd: process.env.INIT_CWD ?? process.cwd() },
  (line) => console.log(line),
);
