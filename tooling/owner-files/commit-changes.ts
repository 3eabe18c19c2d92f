import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

// How a command changes the owner's files (upgrade, import, from-fork, start-from-sample): all of
// them or none. Every new text is written beside its file first, each temporary file flushed to the
// disk; only then is each renamed over its file (a rename replaces a file whole), and the files a
// change takes away (the sources of moves) are removed last. A journal in the site's folder says how
// far it got: a process stopped before every temporary file was written left the owner's files as
// they were (the next run removes the temporaries), one stopped after it finishes on the next run,
// since everything it needs is on the disk. Nothing is written while any file it would change is
// read-only, or sits where a folder cannot be made.

/** A file the change creates or replaces: with a text, or a copy of another file (a move's source). */
export type FileWrite = { path: string; text: string } | { path: string; copyOf: string };

export interface FileChanges {
  writes: readonly FileWrite[];
  /** Files taken away once every write is in place: the sources of moves, the template's own copies. */
  removals: readonly string[];
}

/** Why a command changes nothing: a file of the owner's to fix or free first. The message says which and how. */
export class OwnerFileError extends Error {}

/** The points a change passes, in order: a test stops the process at each to see what a crash there leaves. */
export type CommitStep = 'prepared' | 'written' | 'committed' | 'renamed' | 'removed';

export interface CommitOptions {
  /** The site's folder: the journal of a change lives there until it is made. */
  root: string;
  /** The command as the owner types it ("npm run upgrade"), named when a later run finishes its change. */
  command: string;
  /** A path as messages name it. */
  display: (path: string) => string;
  /** Called after each step. */
  onStep?: ((step: CommitStep) => void) | undefined;
}

/** What a command that changes the owner's files runs with. */
export interface CommandContext {
  /** The site's folder. */
  root: string;
  /** Called after each step of writing the files (a test stops the process there). */
  onStep?: ((step: CommitStep) => void) | undefined;
}

/** What the journal holds, its paths from the site's folder. */
interface Journal {
  command: string;
  /** 'prepared' while the temporary files are written; 'committed' once they all are. */
  state: 'prepared' | 'committed';
  writes: { path: string; temp: string }[];
  removals: string[];
  /** Folders the change made, parents first. */
  folders: string[];
}

const JOURNAL = '.particle-portfolio-change.json';

/** The journal of a change in the site at `root`. */
export const journalPath = (root: string): string => join(root, JOURNAL);

/** Whether the owner may write `path`: its owner's write bit (what `chmod a-w` takes away) and the process's access. */
function writable(path: string): boolean {
  if ((statSync(path).mode & 0o200) === 0) return false;
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folders from `dir` up that do not exist yet, parents first, and the nearest one that does. */
function missingFolders(dir: string): { missing: string[]; existing: string } {
  const missing: string[] = [];
  let current = dir;
  while (!existsSync(current)) {
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return { missing, existing: current };
}

/** A file as the change writes it: through a link to the file it names. */
function realTarget(path: string): string {
  try {
    return lstatSync(path).isSymbolicLink() ? realpathSync(path) : path;
  } catch {
    return path;
  }
}

/** What stops the change, one line each (none when it can be made). */
function obstacles(writes: readonly FileWrite[], removals: readonly string[], options: CommitOptions): string[] {
  const { display } = options;
  const found = new Set<string>();
  const readOnly = (path: string, what = '') =>
    found.add(`${display(path)}${what} is read-only: make it writable (chmod u+w ${display(path)}) and run it again`);
  const folderFor = (path: string) => {
    const { existing } = missingFolders(dirname(path));
    if (!statSync(existing).isDirectory())
      found.add(`${display(existing)} is a file where ${display(path)} needs a folder: move it away and run it again`);
    else if (!writable(existing)) readOnly(existing, ' (a folder)');
  };
  folderFor(journalPath(options.root));
  for (const write of writes) {
    if (existsSync(write.path)) {
      if (!statSync(write.path).isFile())
        found.add(`${display(write.path)} is a folder where a file goes: move it away and run it again`);
      else if (!writable(write.path)) readOnly(write.path);
    }
    folderFor(write.path);
    if ('copyOf' in write && !existsSync(write.copyOf)) found.add(`${display(write.copyOf)} is not there any more`);
  }
  for (const path of removals) {
    if (!existsSync(path)) continue;
    if (!writable(path)) readOnly(path);
    if (!writable(dirname(path))) readOnly(dirname(path), ' (a folder)');
  }
  return [...found];
}

/** Writes a file and flushes it to the disk, with `mode` when given. */
function writeDurably(path: string, write: FileWrite, mode: number | undefined): void {
  if ('copyOf' in write) copyFileSync(write.copyOf, path, constants.COPYFILE_EXCL);
  else writeFileSync(path, write.text, { flag: 'wx' });
  if (mode !== undefined) chmodSync(path, mode);
  const handle = openSync(path, 'r+');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/** Writes the journal whole: a rename over the one before. */
function saveJournal(root: string, journal: Journal): void {
  const temp = `${journalPath(root)}.tmp`;
  writeFileSync(temp, `${JSON.stringify(journal, null, 2)}\n`);
  const handle = openSync(temp, 'r+');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temp, journalPath(root));
}

/** Takes back what a change wrote before its commit: its temporary files, the folders it made, its journal. */
function undo(root: string, journal: Journal): void {
  for (const { temp } of journal.writes) rmSync(resolve(root, temp), { force: true });
  for (const folder of [...journal.folders].reverse()) {
    try {
      rmdirSync(resolve(root, folder));
    } catch {
      // not empty (something else was put there since) or gone: left as it is
    }
  }
  rmSync(journalPath(root), { force: true });
}

/** Puts each committed file in place and takes away what the change removes; then the journal goes. */
function complete(root: string, journal: Journal, onStep: (step: CommitStep) => void): void {
  for (const { path, temp } of journal.writes) {
    if (existsSync(resolve(root, temp))) renameSync(resolve(root, temp), resolve(root, path));
    onStep('renamed');
  }
  for (const path of journal.removals) {
    rmSync(resolve(root, path), { force: true });
    onStep('removed');
  }
  rmSync(journalPath(root), { force: true });
}

/** The reason an operation on `path` failed, as the owner reads it. */
function failure(path: string, error: unknown, display: (path: string) => string): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: 'not allowed to write there',
    EPERM: 'not allowed to write there',
    ENOSPC: 'the disk is full',
    EROFS: 'the disk is read-only',
    EDQUOT: 'the disk quota is used up',
  };
  return `${display(path)}: ${(code && reasons[code]) ?? message}`;
}

/**
 * Makes the changes, all or none. Throws OwnerFileError, having changed nothing, when a file it would
 * change is read-only or cannot be written (the message names each).
 */
export function commitChanges(changes: FileChanges, options: CommitOptions): void {
  const { root, command, display, onStep = () => {} } = options;
  const writes = changes.writes.map((write) => ({ ...write, path: realTarget(write.path) }));
  const removals = changes.removals.filter((path) => existsSync(path));
  if (writes.length === 0 && removals.length === 0) return;
  if (existsSync(journalPath(root)))
    throw new OwnerFileError(`${display(journalPath(root))}: another change of your files is under way or unfinished`);
  const found = obstacles(writes, removals, options);
  if (found.length > 0) throw new OwnerFileError(found.join('\n'));

  const folders = [...new Set(writes.flatMap((write) => missingFolders(dirname(write.path)).missing))].sort(
    (a, b) => a.length - b.length,
  );
  const fromRoot = (path: string) => relative(root, path);
  // hidden beside its file (on its disk, so that the rename is one step), named for this run
  const temps = writes.map((write, index) =>
    fromRoot(join(dirname(write.path), `.${basename(write.path)}.${process.pid}-${index}.tmp`)),
  );
  const journal: Journal = {
    command,
    state: 'prepared',
    writes: writes.map((write, index) => ({ path: fromRoot(write.path), temp: temps[index] ?? '' })),
    removals: removals.map(fromRoot),
    folders: folders.map(fromRoot),
  };
  saveJournal(root, journal);
  onStep('prepared');
  let current = '';
  try {
    for (const folder of folders) {
      current = folder;
      mkdirSync(folder);
    }
    for (const [index, write] of writes.entries()) {
      current = write.path;
      // a replaced file keeps its permissions; a copy takes its source's
      const mode = existsSync(write.path) ? statSync(write.path).mode & 0o7777 : undefined;
      writeDurably(resolve(root, temps[index] ?? ''), write, mode);
      onStep('written');
    }
  } catch (error) {
    undo(root, journal);
    throw new OwnerFileError(failure(current, error, display));
  }
  saveJournal(root, { ...journal, state: 'committed' });
  onStep('committed');
  complete(root, journal, onStep);
}

/** The change a command left unfinished in the site at `root` (stopped, or killed), if any. */
export function unfinishedChange(root: string): Journal | undefined {
  if (!existsSync(journalPath(root))) return undefined;
  return JSON.parse(readFileSync(journalPath(root), 'utf8')) as Journal;
}

/**
 * Why nothing should be built from the owner's files while a change of them is half made (its
 * command stopped as it put the new files in place: some are new, some old), or undefined.
 */
export function halfMadeChange(root: string): string | undefined {
  const journal = unfinishedChange(root);
  return journal?.state === 'committed'
    ? `\`${journal.command}\` was stopped while it put your files in place: some are new, some old. Run it again, which completes the change; then build.`
    : undefined;
}

/**
 * Finishes the change a command left unfinished in the site at `root`: one stopped before all its
 * files were written is taken back (the owner's files were never touched), one stopped after is
 * completed. Returns the command and what the owner is told, or undefined when there was none.
 */
export function finishUnfinishedChange(
  root: string,
  display: (path: string) => string,
): { command: string; note: string } | undefined {
  // a journal half written: the change it began had not started
  rmSync(`${journalPath(root)}.tmp`, { force: true });
  const journal = unfinishedChange(root);
  if (!journal) return undefined;
  if (journal.state === 'prepared') {
    undo(root, journal);
    return {
      command: journal.command,
      note: `\`${journal.command}\` was stopped before it changed any file of yours: its temporary files are removed.`,
    };
  }
  complete(root, journal, () => {});
  const files = journal.writes.map(({ path }) => display(resolve(root, path)));
  return {
    command: journal.command,
    note: `\`${journal.command}\` was stopped while it put its changes in place: they are complete now (${files.join(', ')}).`,
  };
}
