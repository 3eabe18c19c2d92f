// The site's folders as the command's own steps name them (the prerender, the size report, the HTML
// checker, upgrade, import, from-fork, start-from-sample), from the one context of
// tooling/context/site-context.mjs, made from the environment the command starts them with.
import {
  cacheFolder as cacheFolderOf,
  contextFromEnvironment,
  ownCommand as ownCommandOf,
  ownContentDir as ownContentDirOf,
  packageRoot,
  SAMPLE_CONTENT_DIR,
  SITE_SCRIPTS,
  sitePath as sitePathOf,
} from '../context/site-context.mjs';

export { packageRoot, SAMPLE_CONTENT_DIR, SITE_SCRIPTS };

const context = () => contextFromEnvironment(process.env);

/** The owner's site: what paths in messages are relative to, where dist/ and the caches go. */
export const siteRoot = () => context().siteRoot;

/** Where an owner's files live, from the site's folder. */
export const ownContentDir = () => ownContentDirOf(context().packageSite);

/** @param {string} path */
export const sitePath = (path) => sitePathOf(context(), path);

/** The content folder as messages name it. */
export const contentLabel = () => context().contentLabel;

/** Whether the site shows the sample because the owner's folder holds no content of theirs yet. */
export const showsSample = () => context().showsSample;

/** The absolute path of the content folder. */
export const contentFolder = () => context().contentDir;

/** @param {string} name */
export const cacheFolder = (name) => cacheFolderOf(context(), name);

/** The build's folder. */
export const distFolder = () => context().outDir;

/**
 * @param {string} name
 * @param {string} [args]
 */
export const ownCommand = (name, args = '') => ownCommandOf(context(), name, args);
