// Writes a slot of the owner's (content/slots/<file>) that draws the template's part as it is, for them to change
// (see tooling/slots/add-slot.ts):
//   npx particle-portfolio slot footer
// It never replaces a file already there.
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/slots/add-slot.ts');
process.exitCode = module.addSlot(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
