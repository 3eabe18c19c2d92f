// The projects of the content under test that have a story (projects/<name>.md or .ipynb in the
// content folder, README "A page for each project"), for the tests of their pages to derive what
// they expect from: which projects have a page, in which languages its story is written, and the
// story's headings as its file writes them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPageName } from '../../src/shared/content/project-page';
import type { Project } from '../../src/shared/content/schema';
import { contentDir, projects, site } from './site-content';

export interface ProjectStory {
  project: Project;
  /** Its place in projects.ts. */
  index: number;
  /** Its page's name: /projects/<name>. */
  name: string;
  /** The language folders its story is written in ("" for the default language's, "de" for projects/<name>.de.md). */
  folders: readonly string[];
  /** The story's headings in the default language, as its file writes them (its Markdown's, its notebook's). */
  headings: readonly string[];
  /** Whether the story is a notebook. */
  notebook: boolean;
}

/** The site's language folders, the default language's ("") first. */
export const languageFolders: readonly string[] = (site.languages ?? ['en']).map((tag, index) =>
  index === 0 ? '' : tag.toLowerCase(),
);

/** A path in a language's folder: inFolder('de', '/projects/x') → "/de/projects/x". */
export const inFolder = (folder: string, path: string): string => (folder ? `/${folder}${path}` : path);

/**
 * The Markdown headings of a text, outside its code blocks, as the page shows their words: without their inline
 * markup (code, emphasis, a link's address); a heading with math or HTML in it is left out.
 */
function markdownHeadings(markdown: string): string[] {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...outsideCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)]
    .map((match) => match[1]!)
    .filter((heading) => !/[$<\\]/.test(heading))
    .map((heading) =>
      heading
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]|\b_|_\b/g, '')
        .trim(),
    );
}

function storyFile(name: string, folder: string): string | undefined {
  const stem = folder ? `${name}.${folder}` : name;
  return ['md', 'ipynb'].map((extension) => join(contentDir, 'projects', `${stem}.${extension}`)).find(existsSync);
}

function headingsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.ipynb')) return markdownHeadings(text);
  const notebook = JSON.parse(text) as { cells: { cell_type: string; source: string | string[] }[] };
  return notebook.cells
    .filter((cell) => cell.cell_type === 'markdown')
    .flatMap((cell) => markdownHeadings(Array.isArray(cell.source) ? cell.source.join('') : cell.source));
}

export const projectStories: readonly ProjectStory[] = projects.flatMap((project, index) => {
  const name = projectPageName(project);
  const file = name && storyFile(name, '');
  if (!name || !file) return [];
  const folders = languageFolders.filter((folder) => storyFile(name, folder) !== undefined);
  return [{ project, index, name, folders, headings: headingsOf(file), notebook: file.endsWith('.ipynb') }];
});

/** The projects without a story: a card and a dialog, no page. */
export const projectsWithoutStory: readonly Project[] = projects.filter(
  (_, index) => !projectStories.some((story) => story.index === index),
);
