import { readFileSync } from 'node:fs';
import type { BodySource } from '../posts/body-source.ts';
import { readNotebook } from '../posts/read-notebook.ts';
import type { ProjectBodyFile } from './project-bodies.ts';

// Build-time only (Node): a project's story read from its file, as the posts' pipeline takes it.

/** A story's file with its text: a Markdown body, or a notebook's cells. */
export type ProjectStory = ProjectBodyFile & { source: BodySource };

/** Front matter, which a story has no use for: its title, technologies and links are its entry's in projects.ts. */
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Each story's text, and the problems that keep one from being read, each naming the file: front
 * matter in a Markdown story (the page's fields are the project's, in projects.ts and its
 * translations), a notebook that is no nbformat 4 notebook. A notebook's metadata is not read.
 */
export function readProjectStories(files: readonly ProjectBodyFile[]): { stories: ProjectStory[]; errors: string[] } {
  const errors: string[] = [];
  const stories: ProjectStory[] = [];
  for (const file of files) {
    const text = readFileSync(file.path, 'utf8').replace(/^\uFEFF/, '');
    const base = { path: file.path, file: file.file, slug: file.slug, language: file.language.tag, bodyLineOffset: 0 };
    if (file.path.endsWith('.ipynb')) {
      const read = readNotebook(text, file.file);
      errors.push(...read.errors);
      if (read.notebook) stories.push({ ...file, source: { ...base, body: '', notebook: read.notebook } });
      continue;
    }
    if (FRONT_MATTER.test(text)) {
      errors.push(
        `${file.file}: a project's story has no front matter (its title, technologies and links are the project's, in projects.ts): start with its text`,
      );
      continue;
    }
    stories.push({ ...file, source: { ...base, body: text } });
  }
  return { stories, errors };
}
