import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_CONTRACTS, type SlotContract, type SlotName } from './slot-contracts';
import { slotFiles } from './slot-files';

// The owner's slots folder read as text: which files are slots, which are not (with the nearest slot's name), and
// which are written for another contract than the release's.

let content: string;
beforeEach(() => {
  content = mkdtempSync(join(tmpdir(), 'slot-files-'));
});
afterEach(() => rmSync(content, { recursive: true, force: true }));

const write = (files: Record<string, string>) => {
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(join(content, 'slots', name, '..'), { recursive: true });
    writeFileSync(join(content, 'slots', name), source);
  }
};
const component = (contract: number | undefined) =>
  `${contract === undefined ? '' : `export const contract = ${contract};\n`}export default function Footer() {\n  return null;\n}\n`;

/** A release whose footer's props changed twice since the first version. */
const LATER: Readonly<Record<SlotName, SlotContract>> = {
  ...SLOT_CONTRACTS,
  footer: {
    ...SLOT_CONTRACTS.footer,
    version: 3,
    changes: { 2: 'its props gained `site`', 3: '`language.dir` became `language.direction`' },
  },
};

describe('the slots folder', () => {
  it('is nothing when the content folder has none', () => {
    expect(slotFiles(content, 'content')).toEqual({ files: [], problems: [] });
  });

  it('holds each slot the table names under its file, leaving out dot files and folders of parts', () => {
    write({
      'footer.tsx': component(1),
      'head.ts': 'export const contract = 1;\nexport const head = [];\n',
      'styles.css': '.x { color: red; }\n',
      '.DS_Store': '',
      'parts/words.ts': 'export const words = {};\n',
    });
    const { files, problems } = slotFiles(content, 'content');
    expect(problems).toEqual([]);
    expect(files.map(({ slot, label }) => [slot, label])).toEqual([
      ['footer', 'content/slots/footer.tsx'],
      ['head', 'content/slots/head.ts'],
      ['styles', 'content/slots/styles.css'],
    ]);
  });

  it('names a file that is no slot, with the slot it likely misspells', () => {
    write({ 'fotter.tsx': component(1), 'banner.tsx': component(1) });
    const problems = slotFiles(content, 'content').problems;
    expect(problems.map(({ label }) => label)).toEqual(['content/slots/banner.tsx', 'content/slots/fotter.tsx']);
    expect(problems[0]?.what).not.toContain('did you mean');
    expect(problems[1]?.what).toContain('did you mean footer.tsx?');
    for (const { what, contract } of problems) {
      expect(contract).toBe(false);
      for (const { file } of Object.values(SLOT_CONTRACTS)) expect(what).toContain(file);
    }
  });

  it('asks a component for its default export and the contract it is written for', () => {
    write({ 'header.tsx': 'export function Header() {\n  return null;\n}\n' });
    const whats = slotFiles(content, 'content').problems.map(({ what }) => what);
    expect(whats).toEqual([
      expect.stringContaining('default'),
      expect.stringContaining(`export const contract = ${SLOT_CONTRACTS.header.version};`),
    ]);
  });

  it('names a file written for an older contract, with every change since', () => {
    write({ 'footer.tsx': component(1) });
    expect(slotFiles(content, 'content', LATER).problems).toEqual([
      {
        label: 'content/slots/footer.tsx',
        what: expect.stringMatching(
          /contract 1 of the footer slot, and this release's is 3: its props gained `site`; `language.dir` became `language.direction`\. .*`contract = 3`/,
        ),
        contract: true,
      },
    ]);
    write({ 'footer.tsx': component(2) });
    const [problem] = slotFiles(content, 'content', LATER).problems;
    expect(problem?.what).not.toContain('gained');
    expect(problem?.what).toContain('`language.dir` became `language.direction`');
  });

  it('names a file written for a later release’s contract', () => {
    write({ 'footer.tsx': component(4) });
    expect(slotFiles(content, 'content', LATER).problems).toEqual([
      { label: 'content/slots/footer.tsx', what: expect.stringContaining('later release'), contract: true },
    ]);
    write({ 'footer.tsx': component(3) });
    expect(slotFiles(content, 'content', LATER).problems).toEqual([]);
  });
});

describe('the table of slots', () => {
  it('says what changed for every version of a slot after its first', () => {
    for (const { version, changes } of Object.values(SLOT_CONTRACTS))
      for (let next = 2; next <= (version ?? 1); next++) expect(changes[next]).toMatch(/\S/);
  });
});
