// `particle-portfolio build`, in this process, in the site's context: the client build and the server bundle that
// prerenders the pages (from one read of the owner's folder), the prerender, and the size report; the site's dist/
// (or DIST_DIR) then holds everything a host serves.
import { cacheFolder, contextFromEnvironment, serverBundleFolder, sitePath } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { prerenderSite } from '../scripts/prerender-site.mjs';
import { sizeReport } from '../scripts/size-report.mjs';
import { inTurn } from './steps.mjs';

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
  const context = contextFromEnvironment(site.env, { site: site.root, verbose });
  const manifests = cacheFolder(context, 'manifests');
  // as the site's own scripts run: from its folder, whichever folder of it the command was typed in
  process.chdir(site.root);
  return inTurn([
    async () => {
      // Node runs no TypeScript of its own: the template's module hooks translate the build's code
      registerTypeScript();
      const { buildBundles } = await import('../tooling/build/bundles.ts');
      return buildBundles(context);
    },
    () =>
      prerenderSite({
        dist: context.outDir,
        server: serverBundleFolder(context),
        manifests,
        verbose,
        shown: (path) => sitePath(context, path),
      }),
    async () => sizeReport({ dist: context.outDir, manifests, printed: verbose }),
  ]);
}
