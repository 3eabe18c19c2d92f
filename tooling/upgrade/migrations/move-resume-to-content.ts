import { basename } from 'node:path';
import type { ESTree } from 'vite';
import type { Migration } from '../migration.ts';
import {
  commentsOf,
  exportedObject,
  insertProperty,
  objectValue,
  property,
  type PropertyAssignment,
  removeItem,
  stringLiteral,
  stringValue,
} from '../source-edits.ts';
import type { SourceFile } from '../source-file.ts';

// The résumé was a link among the profiles, to a PDF in public/ (`links: { resume: '/resume.pdf' }`),
// until everything of the owner's moved into the content folder: it is profile.resume since, naming
// a PDF in the content folder (`resume: 'resume.pdf'`), or 'generated'.

/** profile.links as the file is now (each edit parses the file anew). */
function linksOf(file: SourceFile): {
  links: PropertyAssignment | undefined;
  object: ESTree.ObjectExpression | undefined;
} {
  const profile = exportedObject(file, 'profile');
  const links = profile && property(file, profile, 'links');
  return { links, object: objectValue(links) };
}

export const moveResumeToContent: Migration = {
  summary:
    "turns profile.links.resume ('/resume.pdf' in public/) into profile.resume ('resume.pdf'), moving the PDF into the content folder",
  apply(folder, notes) {
    const file = folder.source('profile.ts');
    const profile = file && exportedObject(file, 'profile');
    const links = profile && objectValue(property(file, profile, 'links'));
    const link = links && property(file, links, 'resume');
    if (!file || !profile || !link) return;
    const shown = folder.display(folder.contentPath('profile.ts'));
    const path = stringValue(link);
    if (
      path === undefined ||
      !path.startsWith('/') ||
      !path.toLowerCase().endsWith('.pdf') ||
      property(file, profile, 'resume')
    ) {
      notes.todo(
        shown,
        `links.resume (${file.textOf(link.value)}) is no link any more: remove it and write resume: 'my-cv.pdf' (your PDF in ${folder.label}/) or resume: 'generated'`,
      );
      return;
    }

    const name = basename(path);
    const from = folder.publicPath(path.slice(1));
    const to = folder.contentPath(name);
    if (!folder.exists(from)) {
      notes.todo(
        shown,
        `resume: '${name}' names ${folder.display(to)}, which is not there (nor ${folder.display(from)}): put your PDF there, or write resume: 'generated'`,
      );
    } else if (folder.exists(to)) {
      notes.todo(
        folder.display(from),
        `your résumé stays here: ${folder.display(to)} exists already; put the one you want as ${folder.display(to)} and delete the other`,
      );
    } else {
      folder.move(from, to);
      notes.changed(folder.display(to), `moved from ${folder.display(from)}`);
    }

    // profile.resume goes after links; links goes when the résumé was its last entry
    // the owner's comments on the link stay with the résumé
    insertProperty(
      file,
      profile,
      property(file, profile, 'links'),
      `resume: ${stringLiteral(file, name)}`,
      commentsOf(file, link),
    );
    const stale = linksOf(file).object;
    const staleLink = stale && property(file, stale, 'resume');
    if (staleLink) removeItem(file, staleLink);
    const { links: emptiedLinks, object } = linksOf(file);
    const emptied = emptiedLinks !== undefined && object?.properties.length === 0;
    if (emptied) removeItem(file, emptiedLinks);
    notes.changed(
      shown,
      `links.resume '${path}' is now resume: '${name}'${emptied ? ' (links, left empty, removed)' : ''}`,
    );
  },
};
