// Adds papers to publications.bib from an ORCID record or from DOIs (see tooling/scholar/):
//   npm run import -- --orcid 0000-0002-1825-0097 [--dry-run]
//   npm run import -- --doi 10.1145/3580305.3599871 [<doi>…] [--dry-run]
// ORCID_URL and DOI_URL ask other addresses than ORCID's public API and doi.org (recordings of their
// answers, in a demonstration).
import { readFileSync } from 'node:fs';
import { contextFromEnvironment } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';

// Node runs no TypeScript of its own: the template's module hooks translate the build's code
registerTypeScript();
const module = await import('../tooling/scholar/import-works.ts');
process.exitCode = await module.importWorks(
  process.argv.slice(2),
  {
    site: contextFromEnvironment(process.env),
    orcid: process.env.ORCID_URL || 'https://pub.orcid.org',
    doi: process.env.DOI_URL || 'https://doi.org',
    version: JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version,
  },
  (line) => console.log(line),
);
