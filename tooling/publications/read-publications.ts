import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentFolder } from '../content/folder.mjs';
import type { OwnerNames } from './owner-names.ts';
import { parsePublications, type ParsedPublications } from './parse-publications.ts';

// Build-time only (Node): the owner's optional publications.bib, in the content folder.

export const PUBLICATIONS_FILE = 'publications.bib';

/** The path of the content's publications.bib (which may not exist). */
export const publicationsFile = () => join(contentFolder(), PUBLICATIONS_FILE);

/**
 * The publications of the content folder's publications.bib, newest first, and its problems. No file,
 * or one with no entry, is no publication and no problem. `root` is the project's folder: messages
 * name the file from there. `folder`: another content folder than this build's.
 */
export async function readPublications(
  root: string,
  owner: OwnerNames,
  folder = contentFolder(),
): Promise<ParsedPublications> {
  const path = join(folder, PUBLICATIONS_FILE);
  let source: string;
  try {
    source = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { publications: [], errors: [] };
    throw error;
  }
  return parsePublications(source, relative(root, path), owner);
}
