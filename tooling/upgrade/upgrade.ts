import { join, resolve } from 'node:path';
import { ownCommand, ownContentDir, siteRoot } from '../content/folder.mjs';
import { MIGRATIONS } from './migrations.ts';
import { OwnerFolder } from './owner-folder.ts';
import { type FileNote, runMigrations } from './run-migrations.ts';

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
 * hand. With --check it writes nothing, and fails when anything would change or is left to do.
 * Returns the exit code.
 */
export function upgrade(args: readonly string[], { root }: { root: string }, log: (line: string) => void): number {
  const check = args.includes('--check');
  if (args.some((arg) => arg !== '--check')) {
    log('usage: npm run upgrade [-- --check]');
    return 2;
  }
  const folder = ownerFolder(root);
  const { changed, todo } = runMigrations(folder, MIGRATIONS);
  if (changed.length === 0 && todo.length === 0) {
    log(
      folder.isEmpty
        ? `${folder.label} holds no content of yours yet: nothing to upgrade.`
        : `${folder.label} is in today's shape: nothing to upgrade.`,
    );
    return 0;
  }
  if (changed.length > 0) {
    if (!check) folder.save();
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
