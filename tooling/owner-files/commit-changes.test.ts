import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type CommitStep,
  commitChanges,
  finishUnfinishedChange,
  halfMadeChange,
  journalPath,
  OwnerFileError,
} from './commit-changes';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'commit-changes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const at = (name: string) => join(root, name);
const shown = (path: string) => relative(root, path);
const options = (onStep?: (step: CommitStep) => void) => ({ root, command: 'npm run upgrade', display: shown, onStep });
/** Every entry under the folder, files with their text. */
const tree = () =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(root, path), entry.isDirectory() ? '/' : readFileSync(path, 'utf8')];
    }),
  );
const mode = (name: string) => statSync(at(name)).mode & 0o777;

class Stopped extends Error {}
/** Throws at the n-th step, as a crash stops the change there (no handler of the change runs after a throw outside it). */
const stopAt = (step: CommitStep) => (current: CommitStep) => {
  if (current === step) throw new Stopped(step);
};

describe('a change of the owner’s files', () => {
  it('writes, copies and removes, keeping each replaced file’s permissions, through a link to the file it names', () => {
    writeFileSync(at('profile.ts'), 'old');
    chmodSync(at('profile.ts'), 0o640);
    mkdirSync(at('public'));
    writeFileSync(at('public/resume.pdf'), 'pdf');
    writeFileSync(at('real.ts'), 'real');
    symlinkSync(at('real.ts'), at('linked.ts'));
    commitChanges(
      {
        writes: [
          { path: at('profile.ts'), text: 'new' },
          { path: at('content/de/texts.ts'), text: 'texts' },
          { path: at('content/resume.pdf'), copyOf: at('public/resume.pdf') },
          { path: at('linked.ts'), text: 'through the link' },
        ],
        removals: [at('public/resume.pdf')],
      },
      options(),
    );
    expect(tree()).toEqual({
      'profile.ts': 'new',
      content: '/',
      'content/de': '/',
      'content/de/texts.ts': 'texts',
      'content/resume.pdf': 'pdf',
      public: '/',
      'real.ts': 'through the link',
      'linked.ts': 'through the link',
    });
    expect(mode('profile.ts')).toBe(0o640);
  });

  it('writes nothing while a file it would replace or remove, or a folder it would write in, is read-only', () => {
    writeFileSync(at('profile.ts'), 'old');
    writeFileSync(at('site.ts'), 'site');
    mkdirSync(at('images'));
    chmodSync(at('site.ts'), 0o444);
    chmodSync(at('images'), 0o555);
    const before = tree();
    const change = {
      writes: [
        { path: at('profile.ts'), text: 'new' },
        { path: at('site.ts'), text: 'new' },
        { path: at('images/me.jpg'), text: 'jpg' },
      ],
      removals: [],
    };
    expect(() => commitChanges(change, options())).toThrow(
      new OwnerFileError(
        [
          'site.ts is read-only: make it writable (chmod u+w site.ts) and run it again',
          'images (a folder) is read-only: make it writable (chmod u+w images) and run it again',
        ].join('\n'),
      ),
    );
    expect(tree()).toEqual(before);
    chmodSync(at('images'), 0o755);
  });

  it('writes nothing where a file stands in for a folder it needs, or a folder for a file', () => {
    writeFileSync(at('content'), 'a file');
    mkdirSync(at('profile.ts'));
    const before = tree();
    expect(() =>
      commitChanges(
        {
          writes: [
            { path: at('content/profile.ts'), text: 'new' },
            { path: at('profile.ts'), text: 'new' },
          ],
          removals: [],
        },
        options(),
      ),
    ).toThrow(/content is a file where content\/profile.ts needs a folder[^]*profile.ts is a folder where a file goes/);
    expect(tree()).toEqual(before);
  });

  it('takes back what it wrote when a file cannot be written after all, and names it', () => {
    writeFileSync(at('profile.ts'), 'old');
    const before = tree();
    let written = 0;
    const failing = (step: CommitStep) => {
      if (step === 'written' && ++written === 2) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
    };
    expect(() =>
      commitChanges(
        {
          writes: [
            { path: at('profile.ts'), text: 'new' },
            { path: at('a/b/site.ts'), text: 'new' },
          ],
          removals: [],
        },
        options(failing),
      ),
    ).toThrow(new OwnerFileError('a/b/site.ts: the disk is full'));
    expect(tree()).toEqual(before);
  });
});

describe('a change stopped on its way', () => {
  const change = () => ({
    writes: [
      { path: at('profile.ts'), text: 'new profile' },
      { path: at('content/site.ts'), text: 'new site' },
    ],
    removals: [at('old.ts')],
  });
  beforeEach(() => {
    writeFileSync(at('profile.ts'), 'old profile');
    writeFileSync(at('old.ts'), 'old');
  });

  it('before its commit, is taken back by the next run, which says nothing of the owner’s was changed', () => {
    expect(() => commitChanges(change(), options(stopAt('prepared')))).toThrow(Stopped);
    expect(existsSync(journalPath(root))).toBe(true);
    expect(readFileSync(at('profile.ts'), 'utf8')).toBe('old profile');
    // the owner's files are all old: nothing stops a build
    expect(halfMadeChange(root)).toBeUndefined();
    expect(finishUnfinishedChange(root, shown)).toEqual({
      command: 'npm run upgrade',
      note: '`npm run upgrade` was stopped before it changed any file of yours: its temporary files are removed.',
    });
    expect(tree()).toEqual({ 'profile.ts': 'old profile', 'old.ts': 'old' });
  });

  it('after its commit, is finished by the next run, which names the files', () => {
    expect(() => commitChanges(change(), options(stopAt('committed')))).toThrow(Stopped);
    expect(readFileSync(at('profile.ts'), 'utf8')).toBe('old profile');
    // the build stops until the command runs again
    expect(halfMadeChange(root)).toBe(
      '`npm run upgrade` was stopped while it put your files in place: some are new, some old. Run it again, which completes the change; then build.',
    );
    // another change waits until this one is finished
    expect(() => commitChanges(change(), options())).toThrow(/another change of your files is under way or unfinished/);
    expect(finishUnfinishedChange(root, shown)).toEqual({
      command: 'npm run upgrade',
      note: '`npm run upgrade` was stopped while it put its changes in place: they are complete now (profile.ts, content/site.ts).',
    });
    expect(tree()).toEqual({ 'profile.ts': 'new profile', content: '/', 'content/site.ts': 'new site' });
    expect(finishUnfinishedChange(root, shown)).toBeUndefined();
    expect(halfMadeChange(root)).toBeUndefined();
  });
});
