import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ownCommand, ownContentDir, packageRoot } from '../content/folder.mjs';
import {
  type CommandContext,
  commitChanges,
  type FileWrite,
  finishUnfinishedChange,
  OwnerFileError,
} from '../owner-files/commit-changes.ts';
import { refuseBrokenTexts } from '../owner-files/syntax-problems.ts';
import { MIGRATIONS } from './migrations.ts';
import { OwnerFolder } from './owner-folder.ts';
import { runMigrations, type UpgradeReport } from './run-migrations.ts';

// A site that installs the template, made from a fork of it (or a "Use this template" copy), of any
// release since the content was first typed: the fork's content folder (src/content: the owner's
// files, posts, pictures, publications, their own languages' texts) is taken into the site's, and the
// upgrade's migrations bring it to today's shape on the way. What the migrations of older shapes read
// beside the content in a fork (its public/ folder, the texts of a language the template did not
// ship, which lived in src/shared/i18n/texts/) is read where it is: the fork is only read, never
// changed, and the site's content folder gets every file or none.

const FORK_CONTENT = 'src/content';

/** The files of a public/ folder that are not the template's own as this release ships them. */
function ownPublicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((name) => {
      const template = join(packageRoot, 'public', name);
      return !existsSync(template) || !readFileSync(template).equals(readFileSync(join(dir, name)));
    });
}

/** Whether a file already holds what a write would put there. */
const holds = (write: FileWrite) =>
  existsSync(write.path) &&
  readFileSync(write.path).equals('text' in write ? Buffer.from(write.text) : readFileSync(write.copyOf));

/**
 * `particle-portfolio from-fork <fork>`: the owner's content of the fork at `fork`, in the content
 * folder of the site at `root` (which must hold none yet), in today's shape. Returns the exit code.
 */
export function fromFork(
  args: readonly string[],
  { root, onStep }: CommandContext,
  log: (line: string) => void,
): number {
  const [given] = args;
  if (args.length !== 1 || given === undefined) {
    log('usage: npx particle-portfolio from-fork <the folder of your fork>');
    return 2;
  }
  const fork = resolve(given);
  const source = join(fork, FORK_CONTENT);
  if (!existsSync(join(source, 'profile.ts'))) {
    log(`from-fork: ${given} has no ${FORK_CONTENT}/profile.ts: name the folder of a fork (or a copy) of the template`);
    return 2;
  }
  const label = ownContentDir();
  const target = join(root, label);
  const inSite = (path: string) => {
    const inside = relative(root, path);
    return inside.startsWith('..') || inside === path ? path : inside.split(sep).join('/');
  };
  const finished = finishUnfinishedChange(root, inSite);
  if (finished) log(finished.note);
  if (existsSync(join(target, 'profile.ts'))) {
    // a run stopped while it wrote the content, finished above
    if (finished?.command === ownCommand('from-fork')) return 0;
    log(`from-fork: ${label}/ already holds content (its profile.ts): nothing taken`);
    return 2;
  }

  // the fork's content as read, named in the fork; what it becomes, named in the site
  const folder = new OwnerFolder(source, label, join(fork, 'public'), fork);
  const inFork = (path: string) => join(given, relative(fork, path)).split(sep).join('/');
  const broken = folder.syntaxProblems();
  if (broken.length > 0) {
    for (const { path, problem } of broken) log(`${inFork(path)}, ${problem}`);
    log(`from-fork: nothing taken: the upgrade reads each file's syntax, so each must parse; fix and run it again`);
    return 1;
  }
  let report: UpgradeReport;
  let writes: FileWrite[];
  try {
    report = runMigrations(folder, MIGRATIONS);
    writes = folder
      .contentFiles()
      .map((file) =>
        'text' in file
          ? { path: join(target, file.name), text: file.text }
          : { path: join(target, file.name), copyOf: file.copyOf },
      );
    refuseBrokenTexts(
      'from-fork',
      writes.flatMap((write) => ('text' in write ? [{ shown: inSite(write.path), text: write.text }] : [])),
    );
    const taken = writes.filter((write) => existsSync(write.path) && !holds(write));
    if (taken.length > 0)
      throw new OwnerFileError(
        taken.map((write) => `${inSite(write.path)} is there already, and differs from the fork's`).join('\n'),
      );
    commitChanges(
      { writes: writes.filter((write) => !holds(write)), removals: [] },
      { root, command: ownCommand('from-fork'), display: inSite, onStep },
    );
  } catch (error) {
    if (!(error instanceof OwnerFileError)) throw error;
    log(error.message);
    log(`from-fork: nothing taken`);
    return 1;
  }
  log(`from-fork: took ${FORK_CONTENT}/ of ${given} into ${label}/ (${writes.length} files)`);

  const lines = (notes: readonly { file: string; what: string }[]) =>
    notes.map(({ file, what }) => `  ${file}: ${what}`);
  // what the migrations did in the fork's public/ is not done: the fork is left as it was, and its public/ not taken
  const inContent = report.changed.filter(({ file }) => !file.startsWith('public/'));
  if (inContent.length > 0) log(["Brought to this release's shape:", ...lines(inContent)].join('\n'));
  const copied = new Set(writes.flatMap((write) => ('copyOf' in write ? [write.copyOf] : [])));
  const left = ownPublicFiles(join(fork, 'public')).filter((name) => {
    const path = join(fork, 'public', name);
    return !copied.has(path) && !folder.deletes(path);
  });
  const toDo = [
    ...lines(report.todo),
    ...left.map(
      (name) =>
        `  public/${name} of the fork is not taken: a site has no public/ folder (the build writes the icons, the link preview and the hosts' files from the content)`,
    ),
  ];
  if (toDo.length > 0) log(['Left for you to do by hand:', ...toDo].join('\n'));
  return 0;
}
