// `particle-portfolio build`: the client build, the server bundle that prerenders the pages, the
// prerender, and the size report; the site's dist/ (or DIST_DIR) then holds everything a host serves.
import { join } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';
import { inTurn, runNode, runVite } from './steps.mjs';

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
  const env = { PORTFOLIO_BUILD: '1', ...(args.includes('--verbose') ? { PORTFOLIO_VERBOSE: '1' } : {}) };
  const vite = (/** @type {string[]} */ ...options) => runVite(['build', ...options], site, env);
  return inTurn([
    () => vite(),
    () => vite('--ssr', join(packageRoot, 'src/entry-server.tsx')),
    () => runNode(join(packageRoot, 'scripts/prerender.mjs'), [], site, env),
    () => runNode(join(packageRoot, 'scripts/size.mjs'), [], site, env),
  ]);
}
