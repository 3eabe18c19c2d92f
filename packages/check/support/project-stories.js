// The projects of the site under test that have a story (projects/<name>.md or .ipynb in its content
// folder: a page of their own), for the tests of their pages to derive what they expect from: which
// projects have a page, in which languages its story is written, and the story's headings as its file
// writes them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { facts, languages, projects } from './site.js';

/**
 * @typedef {object} ProjectStory
 * @property {import('./site.js').Project} project
 * @property {number} index Its place in projects.ts.
 * @property {string} name Its page's name: /projects/<name>.
 * @property {readonly string[]} folders The language folders its story is written in ("" for the default
 *   language's, "de" for projects/<name>.de.md).
 * @property {readonly string[]} headings The story's headings in the default language, as its file writes them.
 * @property {boolean} notebook Whether the story is a notebook.
 */

/** The site's language folders, the default language's ("") first. */
export const languageFolders = languages.map(({ prefix }) => prefix);

/**
 * A path in a language's folder: inFolder('de', '/projects/x') → "/de/projects/x".
 * @param {string} folder
 * @param {string} path
 */
export const inFolder = (folder, path) => (folder ? `/${folder}${path}` : path);

/**
 * The Markdown headings of a text, outside its code blocks, as the page shows their words: without their inline
 * markup (code, emphasis, a link's address); a heading with math or HTML in it is left out.
 * @param {string} markdown
 */
function markdownHeadings(markdown) {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...outsideCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)]
    .map((match) => match[1] ?? '')
    .filter((heading) => !/[$<\\]/.test(heading))
    .map((heading) =>
      heading
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]|\b_|_\b/g, '')
        .trim(),
    );
}

const storiesDir = join(facts.contentDir, 'projects');
const storyFiles = existsSync(storiesDir) ? readdirSync(storiesDir) : [];

/**
 * The story file of a project's page in a language folder, its tag in any case (projects/<name>.zh-hans.md).
 * @param {string} name
 * @param {string} folder
 */
function storyFile(name, folder) {
  const stems = folder ? [`${name}.${folder}`] : [name];
  const file = storyFiles.find((candidate) =>
    ['md', 'ipynb'].some((extension) => stems.some((stem) => candidate.toLowerCase() === `${stem}.${extension}`)),
  );
  return file === undefined ? undefined : join(storiesDir, file);
}

/** @param {string} file */
function headingsOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.ipynb')) return markdownHeadings(text);
  const notebook = /** @type {{ cells: { cell_type: string, source: string | string[] }[] }} */ (JSON.parse(text));
  return notebook.cells
    .filter((cell) => cell.cell_type === 'markdown')
    .flatMap((cell) => markdownHeadings(Array.isArray(cell.source) ? cell.source.join('') : cell.source));
}

/** @type {readonly ProjectStory[]} */
export const projectStories = projects.flatMap((project, index) => {
  const name = facts.projectPageNames[index];
  const file = name && storyFile(name, '');
  if (!name || !file) return [];
  const folders = languageFolders.filter((folder) => storyFile(name, folder) !== undefined);
  return [{ project, index, name, folders, headings: headingsOf(file), notebook: file.endsWith('.ipynb') }];
});

/** The projects without a story: a card and a dialog, no page. */
export const projectsWithoutStory = projects.filter(
  (_, index) => !projectStories.some((story) => story.index === index),
);
