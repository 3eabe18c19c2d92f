// Writes the content files from a JSON Resume (see tooling/import/):
//   npm run import -- path/to/resume.json [--force]
import { packageRoot } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/import/import-resume.ts');
process.exitCode = await module.importResume(
  process.argv.slice(2),
  { root: packageRoot, cwd: process.env.INIT_CWD ?? process.cwd() },
  (line) => console.log(line),
);
