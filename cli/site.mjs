// Which site a command runs for: the folder of the nearest package.json from where it is typed. A
// clone of the template is its own site (its content in src/content); any other folder is an owner's
// site that installs the template (its content in content/), which the build's code learns from
// PORTFOLIO_SITE.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { packageRoot } from '../tooling/content/folder.mjs';

/**
 * @typedef {{ root: string, env: NodeJS.ProcessEnv, packageSite: boolean }} Site
 */

/**
 * The owner's site in `root` (one that installs the template), and the environment its steps run
 * with: what every command of the site runs for, wherever it was typed (`typedIn`, from which the
 * paths the owner gives it are read).
 * @param {string} root
 * @param {string} [typedIn]
 * @returns {Site}
 */
export const siteAt = (root, typedIn = root) => ({
  root,
  env: { ...process.env, INIT_CWD: typedIn, PORTFOLIO_SITE: root },
  packageSite: true,
});

/**
 * The site of the folder the command is typed in, and the environment its steps run with.
 * @param {string} [from]
 * @returns {Site}
 */
export function findSite(from = process.env.INIT_CWD ?? process.cwd()) {
  // a step of a command (the check's preview server) runs for the site its command found
  if (process.env.PORTFOLIO_SITE)
    return { root: process.env.PORTFOLIO_SITE, env: { ...process.env }, packageSite: true };
  let dir = resolve(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      console.error(`particle-portfolio: no package.json in ${from} or above: run it in your site's folder`);
      process.exit(2);
    }
    dir = parent;
  }
  if (resolve(dir) === resolve(packageRoot))
    return { root: dir, env: { ...process.env, INIT_CWD: from }, packageSite: false };
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (name === 'particle-portfolio') {
    // another clone of the template, running this one's command: it runs its own
    console.error(`particle-portfolio: ${dir} is a clone of the template: run its own npm scripts there`);
    process.exit(2);
  }
  return siteAt(dir, from);
}
