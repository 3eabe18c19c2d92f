// Rewrites the owner's content folder from any older shape to today's (see tooling/upgrade/):
//   npm run upgrade             upgrades src/content (or the folder CONTENT_DIR names), saying what it changed
//   npm run upgrade -- --check  says what it would change, writes nothing, fails if anything would change
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/upgrade/upgrade.ts');
process.exitCode = module.upgrade(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
