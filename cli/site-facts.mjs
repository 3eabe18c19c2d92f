// Writes what the owner's check knows of the site (tooling/check/site-facts.ts) as JSON:
//   node cli/site-facts.mjs <file.json> [<base path>]
// run in the site's folder with the build's environment, by the check's browser tests before they
// start (particle-portfolio-check). The base path is the one the build was given (BASE_PATH), if any.
import { writeFileSync } from 'node:fs';
import { contextFromEnvironment } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';

const [file, base] = process.argv.slice(2);
if (!file) {
  console.error('usage: node cli/site-facts.mjs <file.json> [<base path>]');
  process.exit(2);
}
// Node runs no TypeScript of its own: the template's module hooks translate the site model's code
registerTypeScript();
const { readSiteModel } = await import('../tooling/model/read-site-model.ts');
const { siteFacts } = await import('../tooling/check/site-facts.ts');
const context = { ...contextFromEnvironment(process.env, { site: process.cwd() }), basePath: base || undefined };
const { model, problems } = await readSiteModel(context, { serve: false });
if (!model) {
  console.error(`site-facts: the site's content cannot be read:\n${problems.join('\n')}`);
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(siteFacts(model), null, 1)}\n`);
