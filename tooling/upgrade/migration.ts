import type { OwnerFolder } from './owner-folder.ts';

/** What a migration did (or would do) to one file, and what it leaves to the owner. */
interface MigrationNotes {
  /** A line for a file it changed, created, moved or deleted ("src/content/profile.ts" → "jobTitle: …"). */
  changed(file: string, what: string): void;
  /** A step it could not take: the owner's to do by hand. */
  todo(file: string, what: string): void;
}

/**
 * One change of the content's shape, undone: `apply` finds the files still in the older shape and
 * rewrites them in the folder's memory (nothing is written until the upgrade saves the folder). It
 * finds them by looking at the files, so it does nothing on a folder already in today's shape.
 */
export interface Migration {
  /** One line for the owner: what it does. */
  summary: string;
  apply(folder: OwnerFolder, notes: MigrationNotes): void;
}
