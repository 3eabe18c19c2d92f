// The projects that have a story, read from a content folder (projects/<name>.md or .ipynb: a page of
// their own): which projects have a page, in which languages its story is written, and the story's
// headings as its file writes them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} ProjectStory
 * @property {import('../../../src/shared/content/schema.ts').Project} project
 * @property {number} index Its place in projects.ts.
 * @property {string} name Its page's name: /projects/<name>.
 * @property {readonly string[]} folders The language folders its story is written in ("" for the default
 *   language's, "de" for projects/<name>.de.md).
 * @property {readonly string[]} headings The story's headings in the default language, as its file writes them.
 * @property {boolean} notebook Whether the story is a notebook.
 */

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

/** @param {string} file */
function headingsOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.ipynb')) return markdownHeadings(text);
  const notebook = /** @type {{ cells: { cell_type: string, source: string | string[] }[] }} */ (JSON.parse(text));
  return notebook.cells
    .filter((cell) => cell.cell_type === 'markdown')
    .flatMap((cell) => markdownHeadings(Array.isArray(cell.source) ? cell.source.join('') : cell.source));
}

/**
 * The stories of the projects of the content folder `contentDir`: each project's page name by its place (none for a
 * project without one), and the site's language folders, the default language's ("") first.
 * @param {string} contentDir
 * @param {readonly import('../../../src/shared/content/schema.ts').Project[]} projects
 * @param {readonly (string | null | undefined)[]} pageNames
 * @param {readonly string[]} languageFolders
 * @returns {ProjectStory[]}
 */
export function storiesOf(contentDir, projects, pageNames, languageFolders) {
  const dir = join(contentDir, 'projects');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  /**
   * The story file of a project's page in a language folder, its tag in any case (projects/<name>.zh-hans.md).
   * @param {string} name
   * @param {string} folder
   */
  const storyFile = (name, folder) => {
    const stem = (folder ? `${name}.${folder}` : name).toLowerCase();
    const file = files.find((candidate) => ['md', 'ipynb'].some((ext) => candidate.toLowerCase() === `${stem}.${ext}`));
    return file === undefined ? undefined : join(dir, file);
  };
  return projects.flatMap((project, index) => {
    const name = pageNames[index];
    const file = name && storyFile(name, '');
    if (!name || !file) return [];
    const folders = languageFolders.filter((folder) => storyFile(name, folder) !== undefined);
    return [{ project, index, name, folders, headings: headingsOf(file), notebook: file.endsWith('.ipynb') }];
  });
}
