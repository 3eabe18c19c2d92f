// Copies the sample owner's content into the owner's folder (src/content in a clone of the template,
// content/ in a site), to edit into their own (see tooling/owner-files/start-from-sample.ts):
//   npm run start-from-sample
// It never replaces content you already have.
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { siteRoot } from '../tooling/content/folder.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/owner-files/start-from-sample.ts');
process.exitCode = module.startFromSample(process.argv.slice(2), { root: siteRoot() }, (line) => console.log(line));
