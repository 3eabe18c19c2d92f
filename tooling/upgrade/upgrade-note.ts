import { ownCommand } from '../content/folder.mjs';
import { MIGRATIONS } from './migrations.ts';
import { runMigrations } from './run-migrations.ts';
import { ownerFolder } from './upgrade.ts';

/**
 * Why the build stops on the owner's content (`message`), led by what `npm run upgrade` would do
 * when the content is in an older shape: after taking a release, the owner runs one command instead
 * of fixing each line by hand. The message alone when no migration applies.
 */
export function withUpgradeNote(message: string, folder = ownerFolder()): string {
  // a file that does not parse is the build's message to name; the upgrade would refuse it too
  if (folder.syntaxProblems().length > 0) return message;
  let applied: string[];
  try {
    applied = runMigrations(folder, MIGRATIONS).applied;
  } catch {
    // the note is a help, never a second failure
    return message;
  }
  if (applied.length === 0) return message;
  return `${folder.label} is in an older shape: run \`${ownCommand('upgrade')}\`, which\n  - ${applied.join('\n  - ')}\n\n${message}`;
}
