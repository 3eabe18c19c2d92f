// Which folder holds the owner's content: src/content, or the folder CONTENT_DIR names (the fixture
// owners under tests/fixtures/content/). The template itself tracks no file in src/content: a clone
// without the owner's files builds the sample owner's, a fixture owner like the others, and says
// so. Plain JavaScript, so the Node scripts, the Vite config and the build's code read one rule.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where an owner's files live: the owner's alone, never written by a release of the template. */
export const OWNER_CONTENT_DIR = 'src/content';

/** The sample owner's content, which the site shows until src/content holds an owner's. */
export const SAMPLE_CONTENT_DIR = 'sample';

// (a path, not a URL object: under jsdom, the tests' global URL is not Node's)
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A folder holds an owner's content when it has their profile. */
/** @param {string} dir */
const holdsContent = (dir) => existsSync(join(dir, 'profile.ts'));

/**
 * The content folder as messages name it, relative to the project: CONTENT_DIR, else src/content
 * when it holds an owner's files, else the sample's folder.
 */
export function contentLabel(root = projectRoot) {
  if (process.env.CONTENT_DIR) return process.env.CONTENT_DIR.replace(/\/+$/, '');
  return holdsContent(resolve(root, OWNER_CONTENT_DIR)) ? OWNER_CONTENT_DIR : SAMPLE_CONTENT_DIR;
}

/** The absolute path of the content folder of this build. */
export const contentFolder = (root = projectRoot) => resolve(root, contentLabel(root));

/** Whether this build shows the sample because src/content holds no owner's files yet. */
export const showsSample = (root = projectRoot) =>
  !process.env.CONTENT_DIR && contentLabel(root) === SAMPLE_CONTENT_DIR;

/** What the terminal and the dev server's page say while the site shows the sample. */
export const SAMPLE_NOTICE = [
  `This is the sample site: ${OWNER_CONTENT_DIR}/ holds no content of yours yet. Start your own with`,
  '  npm run import -- path/to/resume.json   (from a JSON Resume), or',
  `  npm run start-from-sample               (copies the sample into ${OWNER_CONTENT_DIR}/ to edit)`,
];

/**
 * Vite's aliases: "@/content/…" into the content folder, every other "@/…" into src/.
 * @param {string} root
 * @returns {import('vite').Alias[]}
 */
export const sourceAliases = (root) => [
  { find: /^@\/content(?=\/|$)/, replacement: contentFolder(root) },
  { find: /^@\//, replacement: `${resolve(root, 'src')}/` },
];
