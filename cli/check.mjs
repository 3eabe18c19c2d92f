// `particle-portfolio check`, the owner's check before a push: the typecheck of their files, the
// build with its content checks, the W3C HTML checker on every page, and the browser tests that hold
// for any owner (playwright.owner.config.ts) on the site's own build.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../tooling/content/folder.mjs';
import { build } from './build.mjs';
import { binOf, inTurn, runNode } from './steps.mjs';

/**
 * @param {readonly string[]} args
 * @param {import('./site.mjs').Site} site
 */
export async function check(args, site) {
  if (args.length > 0) {
    console.error('usage: particle-portfolio check');
    return 2;
  }
  const dist = resolve(site.root, process.env.DIST_DIR || 'dist');
  const tsconfig = join(site.root, 'tsconfig.json');
  // a site's own files: none to check while its content folder is empty (the site shows the sample)
  const ownFiles = () =>
    readdirSync(join(site.root, 'content'), { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.ts'));
  const typecheck = () =>
    site.packageSite
      ? existsSync(tsconfig) && ownFiles()
        ? runNode(binOf('typescript', 'tsc'), ['-p', tsconfig, '--noEmit'], site)
        : Promise.resolve(0)
      : runNode(binOf('typescript', 'tsc'), ['--build'], site);
  // in a site the specs are TypeScript inside node_modules, which Playwright leaves untranslated: the
  // template's hooks translate its own files (cli/typescript-hooks.mjs)
  const hooks = site.packageSite
    ? {
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(join(packageRoot, 'cli/typescript-hooks.mjs')).href}`.trim(),
      }
    : {};
  return inTurn([
    typecheck,
    () => build([], site),
    () => runNode(join(packageRoot, 'scripts/validate-html.mjs'), [dist], site),
    () =>
      runNode(
        binOf('@playwright/test', 'playwright'),
        ['test', '-c', join(packageRoot, 'playwright.owner.config.ts')],
        site,
        {
          E2E_DIST: dist,
          ...hooks,
        },
      ),
  ]);
}
