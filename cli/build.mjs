// `particle-portfolio build`: the client build and the server bundle that prerenders the pages (in this process, from
// one read of the owner's folder), the prerender, and the size report; the site's dist/ (or DIST_DIR) then holds
// everything a host serves.
import { join } from 'node:path';
import { contextFromEnvironment } from '../tooling/context/site-context.mjs';
import { packageRoot } from '../tooling/content/folder.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { inTurn, runNode } from './steps.mjs';

/**
 * @param {readonly string[]} args
 * @param {import('./site.mjs').Site} site
 */
export async function build(args, site) {
  const unknown = args.filter((arg) => arg !== '--verbose');
  if (unknown.length > 0) {
    console.error(`usage: particle-portfolio build [--verbose] (unknown: ${unknown.join(' ')})`);
    return 2;
  }
  // --verbose: what the bundler and the prerender say of each file, for whoever maintains the template
  const verbose = args.includes('--verbose');
  const env = { PORTFOLIO_BUILD: '1', ...(verbose ? { PORTFOLIO_VERBOSE: '1' } : {}) };
  const bundles = async () => {
    // Node runs no TypeScript of its own: the template's module hooks translate the build's code
    registerTypeScript();
    const { buildBundles } = await import('../tooling/build/bundles.ts');
    return buildBundles(contextFromEnvironment(site.env, { site: site.root, verbose }));
  };
  return inTurn([
    bundles,
    () => runNode(join(packageRoot, 'scripts/prerender.mjs'), [], site, env),
    () => runNode(join(packageRoot, 'scripts/size.mjs'), [], site, env),
  ]);
}
