import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ownCommand, ownContentDir, packageRoot, SAMPLE_CONTENT_DIR, sitePath } from '../content/folder.mjs';
import { type CommandContext, commitChanges, finishUnfinishedChange, OwnerFileError } from './commit-changes.ts';

// `npm run start-from-sample`: the sample owner's content copied into the owner's folder
// (src/content in a clone of the template, content/ in a site), to edit into their own. It never
// replaces a file already there, and copies every file or none. The build then names every picture
// and every text of the sample still there once the owner's name is in profile.ts, so none is
// published under it.

/** Every file under `dir`, by its path there. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** Copies the sample into the content folder of the site at `root`; returns the exit code. */
export function startFromSample(
  args: readonly string[],
  { root, onStep }: CommandContext,
  log: (line: string) => void,
): number {
  if (args.length > 0) {
    log(`usage: ${ownCommand('start-from-sample')}`);
    return 2;
  }
  const label = ownContentDir();
  const target = join(root, label);
  const shown = (path: string) => relative(root, path).split(sep).join('/');
  const finished = finishUnfinishedChange(root, shown);
  if (finished) log(finished.note);
  if (existsSync(join(target, 'profile.ts'))) {
    // a run stopped while it copied, finished above
    if (finished?.command === ownCommand('start-from-sample')) return 0;
    log(`${label}/ already holds your content (its profile.ts): nothing copied`);
    return 1;
  }
  const sample = join(packageRoot, SAMPLE_CONTENT_DIR);
  const writes = filesUnder(sample)
    .filter((name) => !existsSync(join(target, name)))
    .map((name) => ({ path: join(target, name), copyOf: join(sample, name) }));
  try {
    commitChanges(
      { writes, removals: [] },
      {
        root,
        command: ownCommand('start-from-sample'),
        display: (path) => (path.startsWith(sample) ? sitePath(path) : shown(path)),
        onStep,
      },
    );
  } catch (error) {
    if (!(error instanceof OwnerFileError)) throw error;
    log(`${error.message}\nNothing was copied: run it again once that is fixed.`);
    return 1;
  }
  log(`copied the sample into ${label}/. Next:
  - write your name in ${label}/profile.ts, then your words in each file (README.md: Make it yours)
  - replace or delete the sample's pictures in ${label}/images/
  - ${ownCommand('dev')} shows your site as you save; ${ownCommand('build')} names anything of the sample still there`);
  return 0;
}
