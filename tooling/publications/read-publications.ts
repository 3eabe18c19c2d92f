import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFolder } from '../content/content-folder.ts';
import type { OwnerNames } from './owner-names.ts';
import { parsePublications, type ParsedPublications } from './parse-publications.ts';

// Build-time only (Node): the owner's optional publications.bib, in the content folder.

export const PUBLICATIONS_FILE = 'publications.bib';

/** The text of the content folder's publications.bib; undefined when it has none. */
export function publicationsSource(folder: Pick<ContentFolder, 'dir'>): string | undefined {
  try {
    return readFileSync(join(folder.dir, PUBLICATIONS_FILE), 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The publications of the content folder's publications.bib, newest first, and its problems. No file,
 * or one with no entry, is no publication and no problem. Messages name the file as the folder's label does.
 */
export async function readPublications(
  folder: Pick<ContentFolder, 'dir' | 'label'>,
  owner: OwnerNames,
): Promise<ParsedPublications> {
  const source = publicationsSource(folder);
  if (source === undefined) return { publications: [], errors: [] };
  return parsePublications(source, `${folder.label}/${PUBLICATIONS_FILE}`, owner);
}
