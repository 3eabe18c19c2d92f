import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFolder } from '../content/content-folder.ts';
import type { OwnerNames } from './owner-names.ts';
import { parsePublications, type ParsedPublications } from './parse-publications.ts';

// Build-time only (Node): the owner's optional publications.bib, in the content folder.

export const PUBLICATIONS_FILE = 'publications.bib';

/**
 * The publications of the content folder's publications.bib, newest first, and its problems. No file,
 * or one with no entry, is no publication and no problem. Messages name the file as the folder's label does.
 */
export async function readPublications(
  folder: Pick<ContentFolder, 'dir' | 'label'>,
  owner: OwnerNames,
): Promise<ParsedPublications> {
  let source: string;
  try {
    source = readFileSync(join(folder.dir, PUBLICATIONS_FILE), 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { publications: [], errors: [] };
    throw error;
  }
  return parsePublications(source, `${folder.label}/${PUBLICATIONS_FILE}`, owner);
}
