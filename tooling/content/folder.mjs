// Where the owner's site is, and which folder holds their content. Two kinds of site run this code:
// an owner's site made by `particle-portfolio init` (the template is a package in its node_modules;
// the command sets PORTFOLIO_SITE to the site's folder, whose content is `content/`), and a clone of
// the template itself (a fork; the site's folder is the project, its content `src/content/`). Either
// way a clone without the owner's files builds the sample owner's (sample/, shipped with the
// package) and says so. Plain JavaScript, so the command, the Node scripts, the Vite config and the
// build's code read one rule.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The template's own folder: the package in an owner's node_modules, or the clone. */
// (a path, not a URL object: under jsdom, the tests' global URL is not Node's)
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The sample owner's content, which the site shows until the owner's folder holds their files. */
export const SAMPLE_CONTENT_DIR = 'sample';

/** Whether this runs for a site made by `particle-portfolio init` (the command says so). */
const isPackageSite = () => Boolean(process.env.PORTFOLIO_SITE);

/** The owner's site: what paths in messages are relative to, where dist/ and the caches go. */
export const siteRoot = () => (process.env.PORTFOLIO_SITE ? resolve(process.env.PORTFOLIO_SITE) : packageRoot);

/** Where an owner's files live, from the site's folder: the owner's alone, never written by a release. */
export const ownContentDir = () => (isPackageSite() ? 'content' : 'src/content');

/** A folder holds an owner's content when it has their profile. */
/** @param {string} dir */
const holdsContent = (dir) => existsSync(join(dir, 'profile.ts'));

/**
 * A path as messages name it: from the site's folder ("content/profile.ts"), or whole when it is
 * outside (the sample in node_modules, a folder CONTENT_DIR names elsewhere).
 * @param {string} path
 */
export function sitePath(path) {
  const inside = relative(siteRoot(), path);
  return inside.startsWith('..') || resolve(inside) === inside ? path : inside.split(sep).join('/');
}

/**
 * The content folder as messages name it: CONTENT_DIR, else the owner's folder when it holds their
 * files, else the sample's.
 */
export function contentLabel() {
  if (process.env.CONTENT_DIR) return process.env.CONTENT_DIR.replace(/\/+$/, '');
  if (holdsContent(resolve(siteRoot(), ownContentDir()))) return ownContentDir();
  return sitePath(join(packageRoot, SAMPLE_CONTENT_DIR));
}

/** Whether this build shows the sample because the owner's folder holds no content of theirs yet. */
export const showsSample = () => !process.env.CONTENT_DIR && !holdsContent(resolve(siteRoot(), ownContentDir()));

/** The absolute path of the content folder of this build. */
export const contentFolder = () =>
  showsSample() ? join(packageRoot, SAMPLE_CONTENT_DIR) : resolve(siteRoot(), contentLabel());

/** A folder for what the build writes and reads again (server bundle, notebook figures), in the site's node_modules. */
/** @param {string} name */
export const cacheFolder = (name) => join(siteRoot(), 'node_modules', '.cache', 'particle-portfolio', name);

/**
 * Where the caches really are: the site's node_modules may be a link (a copy of the project that shares the
 * template's), and the dev server allows a file by its real path.
 */
export const realCacheRoot = () => {
  const modules = join(siteRoot(), 'node_modules');
  return join(existsSync(modules) ? realpathSync(modules) : modules, '.cache', 'particle-portfolio');
};

/** What the terminal and the dev server's page say while the site shows the sample. */
export const sampleNotice = () => [
  `This is the sample site: ${ownContentDir()}/ holds no content of yours yet. Start your own with`,
  `  ${ownCommand('import', 'path/to/resume.json')}   (from a JSON Resume), or`,
  `  ${ownCommand('start-from-sample')}   (copies the sample into ${ownContentDir()}/ to edit)`,
];

/**
 * Vite's aliases: "@/content/…" into the content folder, every other "@/…" into the template's src/,
 * and the package's public types by their name, so that the owner's files import them alike in a
 * clone of the template and in a site that installs it.
 * @returns {import('vite').Alias[]}
 */
export const sourceAliases = () => [
  { find: /^@\/content(?=\/|$)/, replacement: contentFolder() },
  { find: /^@\//, replacement: `${join(packageRoot, 'src')}/` },
  { find: /^particle-portfolio\/content$/, replacement: join(packageRoot, 'src/shared/content/public.ts') },
];

/** The build's folder: dist/ of the site, or the one DIST_DIR names (from the site's folder). */
export const distFolder = () => resolve(siteRoot(), process.env.DIST_DIR || 'dist');

/** The commands a site's package.json runs (`particle-portfolio init` writes them), as a clone's does. */
export const SITE_SCRIPTS = ['dev', 'build', 'preview', 'check', 'upgrade', 'import', 'citations'];

/**
 * A command of the template as the owner types it: `npm run upgrade`, in a clone of the template and
 * in a site alike; one a site has no script for, `npx particle-portfolio start-from-sample` there.
 * @param {string} name
 * @param {string} [args]
 */
export const ownCommand = (name, args = '') =>
  isPackageSite() && !SITE_SCRIPTS.includes(name)
    ? `npx particle-portfolio ${name}${args && ` ${args}`}`
    : `npm run ${name}${args && ` -- ${args}`}`;
