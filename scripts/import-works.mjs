// Adds papers to publications.bib from an ORCID record or from DOIs (see tooling/scholar/):
//   npm run import -- --orcid 0000-0002-1825-0097 [--dry-run]
//   npm run import -- --doi 10.1145/3580305.3599871 [<doi>…] [--dry-run]
// ORCID_URL and DOI_URL ask other addresses than ORCID's public API and doi.org (recordings of their
// answers, in a demonstration).
import { readFileSync } from 'node:fs';
import { register } from 'node:module';

// Node runs no TypeScript: the package's module hooks translate the build's code as Node imports it
// (Vite's module runner closes once its import is done, and the BibTeX parser is imported later)
register('../cli/typescript-loader.mjs', import.meta.url);
/** @type {typeof import('../tooling/scholar/import-works.ts')} */
const module = await import('../tooling/scholar/import-works.ts');
process.exitCode = await module.importWorks(
  process.argv.slice(2),
  {
    orcid: process.env.ORCID_URL || 'https://pub.orcid.org',
    doi: process.env.DOI_URL || 'https://doi.org',
    version: JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version,
  },
  (line) => console.log(line),
);
