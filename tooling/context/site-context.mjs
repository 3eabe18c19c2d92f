// The one context a command runs in: which site, where its content is, where the build goes, under
// which base path, how much to say. The command line makes it (its flags, the site's package.json,
// and the few environment variables a host or a test sets, read here and nowhere below), and passes
// it down: the site model, the Vite config, the prerender and the size report take it as an argument.
// Plain JavaScript, so the command, the Node scripts, the Vite config and the build's code read one rule.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The template's own folder: the package in an owner's node_modules, or the clone. */
// (a path, not a URL object: under jsdom, the tests' global URL is not Node's)
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The sample owner's content, which the site shows until the owner's folder holds their files. */
export const SAMPLE_CONTENT_DIR = 'sample';

/** The commands a site's package.json runs (`particle-portfolio init` writes them), as a clone's does. */
export const SITE_SCRIPTS = ['dev', 'build', 'preview', 'check', 'upgrade', 'import', 'citations'];

/**
 * @typedef {object} SiteContext
 * @property {string} packageRoot the template's folder (Vite's root: index.html, src/, public/)
 * @property {string} siteRoot the owner's site: what messages name paths from, where the build and the caches go
 * @property {boolean} packageSite a site that installs the template (its content in content/), not a clone (src/content/)
 * @property {string} contentDir the content folder, absolute
 * @property {string} contentLabel the content folder as messages name it ("content", "src/content", a fixture's path)
 * @property {boolean} showsSample the site shows the sample owner: its own folder holds no content yet
 * @property {string} postsDir the posts' folder: the content's posts/, or another (the template's fixture posts)
 * @property {string} outDir the build's folder, absolute
 * @property {string | undefined} basePath the base path the build is for when the command names one; else site.ts's url's
 * @property {boolean} verbose say what the bundler and each step do, not only what the owner acts on
 * @property {boolean} vercel built on Vercel: its analytics are compiled in
 * @property {boolean} everyFeature the unit tests: the code of every feature is kept (several languages, search,
 *   publications rendered at once), whatever the content has
 */

/** A folder holds an owner's content when it has their profile. */
/** @param {string} dir */
const holdsContent = (dir) => existsSync(join(dir, 'profile.ts'));

/**
 * Where the owner's files live, from the site's folder: `content/` of a site that installs the
 * template, `src/content/` of a clone (a fork). The owner's alone, never written by a release.
 * @param {boolean} packageSite
 */
export const ownContentDir = (packageSite) => (packageSite ? 'content' : 'src/content');

/**
 * A path as messages name it: from the site's folder ("content/profile.ts"), or whole when it is
 * outside (the sample in node_modules, a content folder elsewhere).
 * @param {Pick<SiteContext, 'siteRoot'>} context
 * @param {string} path
 */
export function sitePath(context, path) {
  const inside = relative(context.siteRoot, path);
  return inside.startsWith('..') || resolve(inside) === inside ? path : inside.split(sep).join('/') || '.';
}

/**
 * The context of a command typed in `cwd` for the site there (the nearest package.json above it:
 * this clone, or an owner's site that installs the template), with what the command line says.
 * @param {{
 *   site: string,
 *   content?: string | undefined,
 *   posts?: string | undefined,
 *   outDir?: string | undefined,
 *   basePath?: string | undefined,
 *   verbose?: boolean | undefined,
 *   vercel?: boolean | undefined,
 *   everyFeature?: boolean | undefined,
 * }} options `site` is the site's folder; the others are relative to it
 * @returns {SiteContext}
 */
export function siteContext({
  site,
  content,
  posts,
  outDir,
  basePath,
  verbose = false,
  vercel = false,
  everyFeature = false,
}) {
  const siteRoot = resolve(site);
  const packageSite = resolve(siteRoot) !== packageRoot;
  const own = resolve(siteRoot, ownContentDir(packageSite));
  const showsSample = content === undefined && !holdsContent(own);
  const contentDir =
    content !== undefined ? resolve(siteRoot, content) : showsSample ? join(packageRoot, SAMPLE_CONTENT_DIR) : own;
  const partial = { siteRoot };
  return {
    packageRoot,
    siteRoot,
    packageSite,
    contentDir,
    contentLabel: content !== undefined ? content.replace(/\/+$/, '') : sitePath(partial, contentDir),
    showsSample,
    postsDir: posts !== undefined ? resolve(siteRoot, posts) : join(contentDir, 'posts'),
    outDir: resolve(siteRoot, outDir || 'dist'),
    basePath: basePath || undefined,
    verbose,
    vercel,
    everyFeature,
  };
}

/**
 * The context from the environment a command or a test runner was started with: the edge where the
 * variables are read. A command of the package sets none of them but what a host or the site's
 * workflow sets (BASE_PATH, VERCEL); the template's own tests name a fixture owner's content
 * (CONTENT_DIR), the fixture posts (POSTS_DIR) and a second build folder (DIST_DIR).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ site?: string, verbose?: boolean, everyFeature?: boolean }} [options]
 */
export function contextFromEnvironment(env, { site, verbose = false, everyFeature = false } = {}) {
  return siteContext({
    site: site ?? env.PORTFOLIO_SITE ?? packageRoot,
    content: env.CONTENT_DIR || undefined,
    posts: env.POSTS_DIR || undefined,
    outDir: env.DIST_DIR || undefined,
    basePath: env.BASE_PATH || undefined,
    verbose: verbose || Boolean(env.PORTFOLIO_VERBOSE),
    vercel: env.VERCEL === '1',
    everyFeature,
  });
}

/**
 * A folder for what the build writes and reads again (server bundle, notebook figures, search
 * indexes), in the site's node_modules.
 * @param {Pick<SiteContext, 'siteRoot'>} context
 * @param {string} name
 */
export const cacheFolder = (context, name) =>
  join(context.siteRoot, 'node_modules', '.cache', 'particle-portfolio', name);

/**
 * A command of the template as the owner types it: `npm run upgrade`, in a clone of the template and
 * in a site alike; one a site has no script for, `npx particle-portfolio start-from-sample` there.
 * @param {Pick<SiteContext, 'packageSite'>} context
 * @param {string} name
 * @param {string} [args]
 */
export const ownCommand = (context, name, args = '') =>
  context.packageSite && !SITE_SCRIPTS.includes(name)
    ? `npx particle-portfolio ${name}${args && ` ${args}`}`
    : `npm run ${name}${args && ` -- ${args}`}`;

/**
 * What the terminal and the dev server's page say while the site shows the sample.
 * @param {Pick<SiteContext, 'packageSite'>} context
 */
export const sampleNotice = (context) => [
  `This is the sample site: ${ownContentDir(context.packageSite)}/ holds no content of yours yet. Start your own with`,
  `  ${ownCommand(context, 'import', 'path/to/resume.json')}   (from a JSON Resume), or`,
  `  ${ownCommand(context, 'start-from-sample')}   (copies the sample into ${ownContentDir(context.packageSite)}/ to edit)`,
];

/**
 * Where the server bundle that prerenders the pages is written: one per build folder, so that two
 * builds never share one, inside the site's node_modules, so that it finds the packages wherever the
 * build goes.
 * @param {Pick<SiteContext, 'siteRoot' | 'outDir'>} context
 */
export const serverBundleFolder = (context) =>
  join(cacheFolder(context, 'prerender-server'), context.outDir.replace(/[^\w.-]+/g, '_'));
