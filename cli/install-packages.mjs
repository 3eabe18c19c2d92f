// `particle-portfolio install-packages`: installs the packages the site's content needs that it has not installed
// (tooling/packages/): a Chinese, Japanese or Korean language's typeface and phrases, publications' BibTeX parser.
import { contextFromEnvironment } from '../tooling/context/site-context.mjs';
import { registerTypeScript } from '../tooling/typescript/register-hooks.mjs';
import { runIn } from './steps.mjs';

/**
 * @param {import('./site.mjs').Site} site
 * @param {{ check?: boolean }} [options] check: say what is missing and fail, installing nothing
 */
export async function installPackagesIn(site, { check = false } = {}) {
  // Node runs no TypeScript of its own: the template's module hooks translate the content and the code that reads it
  registerTypeScript();
  const { installPackages } = await import('../tooling/packages/needed-packages.ts');
  return installPackages(
    contextFromEnvironment(site.env, { site: site.root }),
    { check, run: (command, args) => runIn(site, command, [...args, '--no-audit', '--no-fund']) },
    (line) => console.log(line),
  );
}
