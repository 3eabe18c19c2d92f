import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { importResume } from '../import/import-resume';
import { fromFork } from '../upgrade/from-fork';
import { upgrade } from '../upgrade/upgrade';
import { startFromSample } from './start-from-sample';
import { addSlot } from '../slots/add-slot';
import { journalPath } from './commit-changes';

// Each command that changes the owner's files, killed (SIGKILL, as a crash or a closed laptop stops
// it) after each step of its writing: killed before its commit, every file of the owner's is as it
// was, byte for byte; at any point, running the command again leaves the files exactly as one
// uninterrupted run does. The command runs in a process of its own (tests/commands/stopped-command.mjs).
// The older site of the upgrade has a change for most migrations (the machinery deleted, the types'
// imports, site.ts created, the job title, the icons' names, the résumé moved, year to period, the
// template's icon deleted and the owner's set aside, a catalogue moved in and its citation words
// removed), so that one run's steps are theirs.

const ENTRY = 'tests/commands/stopped-command.mjs';
const OLD = 'tests/fixtures/old-content';
const RESUME = resolve('tests/fixtures/json-resume/family-name-first.json');
const work = mkdtempSync(join(tmpdir(), 'stopped-commands-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file and folder under `dir` (node_modules left out): its bytes and permissions, by its path. */
function snapshot(dir: string, { filesOnly = false } = {}): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(dir, path);
    if (name.split('/').includes('node_modules')) continue;
    const mode = (statSync(path).mode & 0o777).toString(8);
    if (entry.isDirectory()) {
      if (!filesOnly) entries[`${name}/`] = mode;
    } else entries[name] = `${mode} ${readFileSync(path).toString('base64')}`;
  }
  return entries;
}

/** The owner's files alone: what a change writes on its way (its journal, its hidden temporary files) left out. */
const ownerFiles = (dir: string) =>
  Object.fromEntries(
    Object.entries(snapshot(dir, { filesOnly: true })).filter(
      ([name]) => basename(name) !== basename(journalPath(dir)) && !/^\..*\.\d+-\d+\.tmp$/.test(basename(name)),
    ),
  );

const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

/** Runs the command on the site at `site` in a process of its own, killed after step `stopAt` (0: never). */
function runStopped(command: string, args: readonly string[], site: string, stopAt: number) {
  const result = spawnSync(process.execPath, [ENTRY, command, ...args], {
    env: { ...shell, PORTFOLIO_SITE: site, STOP_AT: String(stopAt), CONTENT_DIR: '' },
    encoding: 'utf8',
  });
  return { signal: result.signal, status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Scenario {
  command: string;
  args: (site: string) => string[];
  /** Folders beside the site the command reads and must leave as they are (a fork). */
  readOnly?: (site: string) => string[];
  /** The site as the owner has it before the command. */
  prepare: (site: string) => void;
  /** The command run again in this process, on the site at `site` (as the owner runs it after the crash). */
  again: (site: string) => Promise<number> | number;
}

const quiet = () => {};
/** A site of an older release: the first typed content, a stale catalogue, an owner's own icon. */
function olderSite(site: string) {
  cpSync(join(OLD, 'first-typed/src/content'), join(site, 'content'), { recursive: true });
  cpSync(join(OLD, 'first-typed/public'), join(site, 'public'), { recursive: true });
  writeFileSync(join(site, 'public/og-image.png'), 'a preview the owner drew');
  mkdirSync(join(site, 'src/shared/i18n/texts'), { recursive: true });
  cpSync(join(OLD, 'citation-words/vi/texts.ts'), join(site, 'src/shared/i18n/texts/vi.ts'));
}

const SCENARIOS: Record<string, Scenario> = {
  upgrade: {
    command: 'upgrade',
    args: () => [],
    prepare: olderSite,
    again: (site) => upgrade([], { root: site }, quiet),
  },
  'from-fork': {
    command: 'from-fork',
    args: (site) => [join(site, '..', `${basename(site)}-fork`)],
    readOnly: (site) => [join(site, '..', `${basename(site)}-fork`)],
    prepare: (site) => {
      mkdirSync(join(site, 'content'), { recursive: true });
      cpSync(join(OLD, 'year-and-build-schema'), join(site, '..', `${basename(site)}-fork`), { recursive: true });
    },
    again: (site) => fromFork([join(site, '..', `${basename(site)}-fork`)], { root: site }, quiet),
  },
  import: {
    command: 'import',
    args: () => [RESUME],
    prepare: (site) => mkdirSync(join(site, 'content'), { recursive: true }),
    again: (site) => importResume([RESUME], { root: process.cwd(), cwd: site }, quiet),
  },
  'start-from-sample': {
    command: 'start-from-sample',
    args: () => [],
    prepare: (site) => mkdirSync(join(site, 'content'), { recursive: true }),
    again: (site) => startFromSample([], { root: site }, quiet),
  },
  slot: {
    command: 'slot',
    args: () => ['footer'],
    prepare: (site) => mkdirSync(join(site, 'content'), { recursive: true }),
    again: (site) => addSlot(['footer'], { root: site }, quiet),
  },
};

const filesOf = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).filter(([name]) => !name.endsWith('/')));

describe.each(Object.entries(SCENARIOS))('%s, killed while it writes', (name, scenario) => {
  // a dozen runs of a command, each a process of its own: minutes on a busy machine
  it(
    'leaves the owner’s files as they were until its commit, and a second run finishes it as one run does',
    { timeout: 900_000 },
    async () => {
      const fresh = (label: string) => {
        const site = join(work, `${name}-${label}`);
        mkdirSync(site, { recursive: true });
        scenario.prepare(site);
        return site;
      };
      const watched = (site: string) => (scenario.readOnly?.(site) ?? []).map((dir) => snapshot(dir));
      const whole = fresh('whole');
      const before = snapshot(whole);
      const read = watched(whole);
      const full = runStopped(scenario.command, scenario.args(whole), whole, 0);
      expect(full.status, full.output).toBe(0);
      const after = snapshot(whole);
      expect(after).not.toEqual(before);
      expect(watched(whole)).toEqual(read);
      const steps = /steps: (.*)/.exec(full.output)?.[1]?.split(' ') ?? [];
      // the step after which every temporary file is written and the journal says so
      const committed = steps.indexOf('committed') + 1;
      expect(committed).toBeGreaterThan(1);
      // after each kind of step, its first and its last: the journal alone, some temporary files, all of
      // them, the commit, some files renamed (the owner's files a mix of old and new), all, some removed
      const first = (step: string) => steps.indexOf(step) + 1;
      const last = (step: string) => steps.lastIndexOf(step) + 1;
      const stops = [
        ...new Set(
          ['prepared', 'written', 'committed', 'renamed', 'removed'].flatMap((step) => [first(step), last(step)]),
        ),
      ].filter((stop) => stop > 0);

      for (const stopAt of stops) {
        const site = fresh(`stopped-${stopAt}`);
        const killed = runStopped(scenario.command, scenario.args(site), site, stopAt);
        const at = `stopped after step ${stopAt} (${steps[stopAt - 1]})`;
        expect(killed.signal, `${at}: ${killed.output}`).toBe('SIGKILL');
        if (stopAt < committed) expect(ownerFiles(site), at).toEqual(filesOf(before));
        vi.stubEnv('PORTFOLIO_SITE', site);
        vi.stubEnv('CONTENT_DIR', '');
        expect(await scenario.again(site), at).toBe(0);
        vi.unstubAllEnvs();
        // the same files as one run's, in the same places (the kept folder, the folders made), nothing more
        expect(snapshot(site), `${at}, then run again`).toEqual(after);
        expect(watched(site), at).toEqual(read);
        rmSync(site, { recursive: true, force: true });
      }
    },
  );
});
