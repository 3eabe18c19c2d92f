#!/usr/bin/env node
// particle-portfolio: the template's command. An owner's site runs it through its package.json
// (`npm run dev`, `build`, `preview`, `check`, `upgrade`, `import`, `citations`); `npx particle-portfolio init <dir>`
// makes a site. A clone of the template runs the same commands on itself (its package.json's scripts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';
import { build } from './build.mjs';
import { check } from './check.mjs';
import { init } from './init.mjs';
import { installPackagesIn } from './install-packages.mjs';
import { findSite } from './site.mjs';
import { inTurn, runNode, runVite } from './steps.mjs';

const USAGE = `usage: particle-portfolio <command>

In your site's folder (npm run <command> runs the same):
  dev [vite options]        the site at http://localhost:5173, reloaded as you save
  build [--verbose]         the site in dist/, checked
  preview [vite options]    serves dist/ as the hosts will
  check [--install-chromium]
                            what the site's workflow checks on a pull request: the typecheck, the build, the
                            HTML checker and the browser tests that hold for any owner, on the site as
                            GitHub Pages serves it (its tools: particle-portfolio-check, from npm's cache)
  upgrade [--check]         rewrites your content folder to this release's shape and installs the packages
                            it needs (--check: says what it would do, and fails if anything is left)
  import <resume.json>      writes your content from a JSON Resume
  import --orcid <id> | --doi <doi>… [--dry-run]
                            adds your works from ORCID, or papers by their DOI, to publications.bib
  citations [--dry-run]     reads the citation counts of your publications again into citations.json
  install-packages          installs the packages your content needs that the site has not (the build names
                            them): publications' BibTeX parser, a Chinese, Japanese or Korean language's fonts
  start-from-sample         copies the sample owner's content into your folder, to rewrite
  slot <name>               writes a slot of yours that draws the template's part as it is, to change: head,
                            header, footer, home-intro, post-footer, project-card or styles (content/slots/)
  from-fork <dir>           takes the content of a fork of the template (any release) into your folder, upgraded, and builds

Anywhere:
  init <dir> [--package <spec>] [--from-resume <resume.json> | --from-sample | --from-fork <dir>] [--no-install]
                            writes a new site in <dir> and installs it
  --version                 this release's version`;

const [command, ...args] = process.argv.slice(2);
const version = () => JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;

/** @type {Record<string, () => Promise<number>>} */
const commands = {
  init: () => init(args),
  dev: async () => runVite(args, findSite()),
  build: async () => build(args, findSite()),
  preview: async () => runVite(['preview', ...args], findSite()),
  check: async () => check(args, findSite()),
  // the content in this release's shape, then the packages it needs that the site has not installed
  upgrade: async () => {
    const site = findSite();
    const check = args.includes('--check');
    return inTurn([
      () => runNode(join(packageRoot, 'scripts/upgrade.mjs'), args, site),
      () => installPackagesIn(site, { check }),
    ]);
  },
  // --orcid and --doi add papers to publications.bib; a file is a JSON Resume
  import: async () =>
    runNode(
      join(
        packageRoot,
        args.some((arg) => /^--(orcid|doi)$/.test(arg)) ? 'scripts/import-works.mjs' : 'scripts/import-resume.mjs',
      ),
      args,
      findSite(),
    ),
  citations: async () => runNode(join(packageRoot, 'scripts/citations.mjs'), args, findSite()),
  'install-packages': async () => installPackagesIn(findSite()),
  'start-from-sample': async () => runNode(join(packageRoot, 'scripts/start-from-sample.mjs'), args, findSite()),
  slot: async () => runNode(join(packageRoot, 'scripts/add-slot.mjs'), args, findSite()),
  'from-fork': async () => {
    const site = findSite();
    return inTurn([
      () => runNode(join(packageRoot, 'scripts/from-fork.mjs'), args, site),
      () => installPackagesIn(site),
      () => build([], site),
    ]);
  },
  '--version': async () => (console.log(version()), 0),
};

const run = command === undefined ? undefined : commands[command];
if (!run) {
  console.error(
    command === undefined || command === 'help' || command === '--help'
      ? USAGE
      : `${USAGE}\n\nunknown command "${command}"`,
  );
  process.exit(command === 'help' || command === '--help' ? 0 : 2);
}
process.exitCode = await run();
