import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { nearestName } from '../content/nearest-name.ts';
import { SLOT_CONTRACTS, SLOTS_FOLDER, type SlotContract, type SlotName } from './slot-contracts.ts';

/** A file of the owner's slots folder that is a slot. */
export interface SlotFile {
  slot: SlotName;
  path: string;
  /** How the owner's messages name it: "content/slots/footer.tsx". */
  label: string;
}

/** What is wrong with a file of the slots folder: `contract` when it is written for another contract than this release's. */
export interface SlotProblem {
  label: string;
  what: string;
  contract: boolean;
}

// the contract a file is written for, read from its text: the build and `npm run upgrade` check it without running
// the owner's component, which is the browser's code
const CONTRACT = /^\s*export\s+const\s+contract\s*=\s*(\d+)\s*(?:as\s+const\s*)?;?\s*$/m;
const DEFAULT_EXPORT = /\bexport\s+default\b|\bas\s+default\b/;

/** What is wrong with a slot's file, as its text says: its component's export, and the contract it is written for. */
function fileProblems({ slot, path, label }: SlotFile, { version, changes, place }: SlotContract): SlotProblem[] {
  if (version === undefined) return [];
  const source = readFileSync(path, 'utf8');
  const problems: SlotProblem[] = [];
  const problem = (what: string, contract = false) => problems.push({ label, what, contract });
  if (slot !== 'head' && !DEFAULT_EXPORT.test(source))
    problem(`export the component that draws ${place} as the file's default (export default function …)`);
  const match = CONTRACT.exec(source);
  if (!match) {
    problem(
      `say which contract of the ${slot} slot it is written for, with the line \`export const contract = ${version};\``,
    );
    return problems;
  }
  const written = Number(match[1]);
  if (written > version)
    problem(
      `written for contract ${written} of the ${slot} slot, which a later release brings (this one's is ${version}): update particle-portfolio (npm update particle-portfolio)`,
      true,
    );
  else if (written < version) {
    // a contract 0 was never any release's: nothing changed since it to name
    const changed = Array.from({ length: version - written }, (_, step) => changes[written + step + 1]).filter(
      (change) => change !== undefined,
    );
    problem(
      `written for contract ${written} of the ${slot} slot, and this release's is ${version}${changed.length > 0 ? `: ${changed.join('; ')}` : ''}. Change the file, then set \`contract = ${version}\``,
      true,
    );
  }
  return problems;
}

/**
 * The owner's slots folder (<content>/slots/), read as text: each file that is a slot, and a problem for each file that
 * is none (with the nearest slot's file) and each slot's file written for another contract than the release's
 * (`contracts`: this release's).
 */
export function slotFiles(
  contentDir: string,
  contentLabel: string,
  contracts: Readonly<Record<SlotName, SlotContract>> = SLOT_CONTRACTS,
): { files: SlotFile[]; problems: SlotProblem[] } {
  const dir = join(contentDir, SLOTS_FOLDER);
  if (!existsSync(dir)) return { files: [], problems: [] };
  const slots = Object.keys(contracts) as SlotName[];
  const known = slots.map((slot) => contracts[slot].file);
  const files: SlotFile[] = [];
  const problems: SlotProblem[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    // the editor's and the system's own files (.DS_Store), and a folder the owner keeps their parts in
    if (name.startsWith('.') || !statSync(path).isFile()) continue;
    const label = `${contentLabel}/${SLOTS_FOLDER}/${name}`;
    const slot = slots.find((candidate) => contracts[candidate].file === name);
    if (!slot) {
      const nearest = nearestName(name, known);
      problems.push({
        label,
        what: `no slot${nearest ? ` (did you mean ${nearest}?)` : ''}: the slots are ${known.join(', ')}. Keep your own parts in a folder of slots/, which the slots import`,
        contract: false,
      });
      continue;
    }
    const file = { slot, path, label };
    files.push(file);
    problems.push(...fileProblems(file, contracts[slot]));
  }
  return { files, problems };
}
