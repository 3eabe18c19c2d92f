// Takes the content of a fork of the template (or a "Use this template" copy), of any release, into
// this site's content folder, in today's shape (see tooling/upgrade/from-fork.ts):
//   npx particle-portfolio from-fork ../my-fork
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/upgrade/from-fork.ts');
process.exitCode = module.fromFork(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
