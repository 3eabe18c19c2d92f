import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ownCommand, ownContentDir } from '../content/folder.mjs';
import { nearestName } from '../content/nearest-name.ts';
import {
  type CommandContext,
  commitChanges,
  finishUnfinishedChange,
  OwnerFileError,
} from '../owner-files/commit-changes.ts';
import { SLOT_CONTRACTS, SLOTS_FOLDER, type SlotName } from './slot-contracts.ts';
import { slotStarter } from './slot-starters.ts';

/**
 * `particle-portfolio slot <name>`: writes the slot's file into the content folder of the site at `root`
 * (content/slots/footer.tsx), of this release's contract, drawing the template's part as it is; never over a file
 * already there. Returns the exit code.
 */
export function addSlot(
  args: readonly string[],
  { root, onStep }: CommandContext,
  log: (line: string) => void,
): number {
  const names = Object.keys(SLOT_CONTRACTS) as SlotName[];
  const [asked, ...rest] = args;
  if (asked === undefined || rest.length > 0) {
    log(`usage: ${ownCommand('slot')} <${names.join('|')}>`);
    return 2;
  }
  // its name, or its file's ("footer.tsx")
  const slot = names.find((name) => name === asked || SLOT_CONTRACTS[name].file === asked);
  if (!slot) {
    const nearest = nearestName(asked, names);
    log(`"${asked}" is no slot${nearest ? ` (did you mean ${nearest}?)` : ''}: the slots are ${names.join(', ')}`);
    return 2;
  }
  const { file, place } = SLOT_CONTRACTS[slot];
  const label = `${ownContentDir()}/${SLOTS_FOLDER}/${file}`;
  const path = join(root, label);
  // a run of a command that was stopped before it finished writing: finished first
  const finished = finishUnfinishedChange(root, (written) => relative(root, written).split(sep).join('/'));
  if (finished) log(finished.note);
  if (existsSync(path)) {
    if (finished?.command === ownCommand('slot', slot)) return 0;
    log(`${label} is there already: nothing written`);
    return 1;
  }
  // written whole or not at all, as every command that writes the owner's files (a stopped run leaves no half a file)
  try {
    commitChanges(
      { writes: [{ path, text: slotStarter(slot) }], removals: [] },
      { root, command: ownCommand('slot', slot), display: () => label, onStep },
    );
  } catch (error) {
    if (!(error instanceof OwnerFileError)) throw error;
    log(`${error.message}\nNothing was written: run it again once that is fixed.`);
    return 1;
  }
  log(`wrote ${label}, for ${place}: \`${ownCommand('dev')}\` shows what you change in it as you save`);
  return 0;
}
