import { join, resolve } from 'node:path';
import { ownCommand, ownContentDir, siteRoot } from '../content/folder.mjs';
import { slotFiles } from '../slots/slot-files.ts';
import {
  type CommandContext,
  finishUnfinishedChange,
  OwnerFileError,
  unfinishedChange,
} from '../owner-files/commit-changes.ts';
import { MIGRATIONS } from './migrations.ts';
import { OwnerFolder } from './owner-folder.ts';
import { type FileNote, runMigrations, type UpgradeReport } from './run-migrations.ts';

/**
 * The owner's folder of the site: its content folder (or the one CONTENT_DIR names), never the
 * sample's, which the site shows while that folder is empty; and the site's public/ (a fork's, which
 * held files of the owner's in older shapes).
 */
export function ownerFolder(root = siteRoot()): OwnerFolder {
  const label = process.env.CONTENT_DIR?.replace(/\/+$/, '') || ownContentDir();
  return new OwnerFolder(resolve(root, label), label, join(root, 'public'));
}

/** Lines per file, the files in the order they were first named. */
function byFile(notes: readonly FileNote[]): string[] {
  const files = new Map<string, string[]>();
  for (const { file, what } of notes) files.set(file, [...(files.get(file) ?? []), what]);
  return [...files].flatMap(([file, lines]) => [file, ...lines.map((line) => `  - ${line}`)]);
}

/**
 * `npm run upgrade [-- --check]`: rewrites the owner's content folder (of the site at `root`)
 * from any older shape to today's, and says per file what it changed and what is left to do by
 * hand. It changes every file or none: a file that does not parse, or one it cannot write, stops it
 * before it changes anything. With --check it writes nothing, and fails when anything would change
 * or is left to do. Returns the exit code.
 */
export function upgrade(
  args: readonly string[],
  { root, onStep }: CommandContext,
  log: (line: string) => void,
): number {
  const check = args.includes('--check');
  if (args.some((arg) => arg !== '--check')) {
    log('usage: npm run upgrade [-- --check]');
    return 2;
  }
  const folder = ownerFolder(root);
  if (check) {
    const unfinished = unfinishedChange(root);
    if (unfinished) {
      log(`\`${unfinished.command}\` was stopped before it finished: run it again, which finishes it.`);
      return 1;
    }
  } else {
    const finished = finishUnfinishedChange(root, (path) => folder.display(path));
    if (finished) log(finished.note);
  }
  // read again: a change finished above may have written the files
  return upgradeFolder(check ? folder : ownerFolder(root), { root, onStep, check }, log);
}

function upgradeFolder(
  folder: OwnerFolder,
  { root, onStep, check }: CommandContext & { check: boolean },
  log: (line: string) => void,
): number {
  const broken = folder.syntaxProblems();
  if (broken.length > 0) {
    for (const { path, problem } of broken) log(`${folder.display(path)}, ${problem}`);
    log(
      `Nothing was changed: the upgrade reads your files' syntax, so each must parse. Fix ${broken.length === 1 ? 'it' : 'these'} and run \`${ownCommand('upgrade')}\` again.`,
    );
    return 1;
  }
  let report: UpgradeReport;
  try {
    report = runMigrations(folder, MIGRATIONS);
    if (!check && report.changed.length > 0) folder.save({ root, command: ownCommand('upgrade'), onStep });
  } catch (error) {
    if (!(error instanceof OwnerFileError)) throw error;
    for (const line of error.message.split('\n')) log(line);
    log(
      `Nothing was changed: run \`${ownCommand('upgrade')}\` again once ${error.message.includes('\n') ? 'these are' : 'it is'} fixed.`,
    );
    return 1;
  }
  const { changed } = report;
  // a slot written for an older contract (tooling/slots/slot-contracts.ts) is the owner's own code, which no migration
  // rewrites: named, with what changed since, for the owner to do by hand
  const slots = slotFiles(folder.dir, folder.label).problems.filter(({ contract }) => contract);
  const todo = [...report.todo, ...slots.map(({ label, what }) => ({ file: label, what }))];
  if (changed.length === 0 && todo.length === 0) {
    log(
      folder.isEmpty
        ? `${folder.label} holds no content of yours yet: nothing to upgrade.`
        : `${folder.label} is in today's shape: nothing to upgrade.`,
    );
    return 0;
  }
  if (changed.length > 0) {
    log(
      check
        ? `${folder.label} is in an older shape: \`${ownCommand('upgrade')}\` would change these files:`
        : `Upgraded ${folder.label} to today's shape:`,
    );
    for (const line of byFile(changed)) log(`  ${line}`);
  }
  if (todo.length > 0) {
    log(
      changed.length > 0
        ? `${check ? 'and would leave' : 'Left'} for you to do by hand:`
        : `${folder.label}: left for you to do by hand:`,
    );
    for (const line of byFile(todo)) log(`  ${line}`);
  }
  if (check) return 1;
  log(`Then \`${ownCommand('build')}\` checks every field and names any problem left.`);
  return 0;
}
