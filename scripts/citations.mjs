// Reads the citation counts of publications.bib again into citations.json (see tooling/scholar/):
//   npm run citations [-- --dry-run]
// OPENALEX_API_KEY, when set, is sent to OpenAlex (a free key raises the day's allowance of searches);
// OPENALEX_URL asks another address (a recording of OpenAlex's answers, in a demonstration).
import { readFileSync } from 'node:fs';
import { contextFromEnvironment } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/scholar/citations-command.ts');
process.exitCode = await module.citationsCommand(
  process.argv.slice(2),
  {
    site: contextFromEnvironment(process.env),
    openalex: process.env.OPENALEX_URL || 'https://api.openalex.org',
    apiKey: process.env.OPENALEX_API_KEY || undefined,
    version: JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version,
    today: new Date(),
  },
  (line) => console.log(line),
);
