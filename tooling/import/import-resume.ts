import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { contentFolder, ownCommand, ownContentDir, sitePath, siteRoot } from '../content/folder.mjs';
import { type CommandContext, finishUnfinishedChange, OwnerFileError } from '../owner-files/commit-changes.ts';
import { importTypeScript } from '../typescript/import-typescript.ts';
import { readSampleOwner, sampleLeftIn } from '../content/sample-content.ts';
import { contentFromJsonResume } from './content-from-json-resume.ts';
import { readJsonResume } from './read-json-resume.ts';
import { contentFileTexts, writeContentFiles } from './write-content.ts';

const USAGE =
  'usage: npm run import -- path/to/resume.json [--force]\n   or: npm run import -- --orcid <iD> | --doi <doi> [<doi>…] [--dry-run]   (papers into publications.bib)';

/** The owner's content folder's profile name, or undefined when it has none yet (or it does not load). */
async function currentOwner(): Promise<string | undefined> {
  try {
    const { profile } = await importTypeScript<{ profile: { name: string } }>(join(contentFolder(), 'profile.ts'));
    return profile.name;
  } catch {
    return undefined;
  }
}

/**
 * `npm run import -- resume.json [--force]`: writes the content folder's files (of the project at
 * `root`) from a JSON Resume (a path from `cwd`), and says what it did and what is left to do.
 * Returns the exit code.
 */
export async function importResume(
  args: readonly string[],
  { root, cwd, onStep }: { root: string; cwd: string; onStep?: CommandContext['onStep'] },
  log: (line: string) => void,
): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    log(USAGE);
    return 2;
  }
  const path = resolve(cwd, files[0] ?? '');
  const source = relative(cwd, path).startsWith('..') ? path : relative(cwd, path);
  const read = readJsonResume(path, source);
  if ('problems' in read) {
    for (const problem of read.problems) log(problem);
    return 1;
  }

  const { content, todo, notes, leftOut } = contentFromJsonResume(read.resume, source);
  // the owner's folder (src/content, or CONTENT_DIR's), never the sample's that a clone shows until then
  const label = process.env.CONTENT_DIR?.replace(/\/+$/, '') || ownContentDir();
  const dir = resolve(siteRoot(), label);
  const sample = await readSampleOwner(root);
  const copyOfSample =
    sample !== undefined && existsSync(join(dir, 'profile.ts')) && (await currentOwner()) === sample.name;
  const site = siteRoot();
  const finished = finishUnfinishedChange(site, sitePath);
  if (finished) log(finished.note);
  let written: string[];
  let kept: string[];
  try {
    ({ written, kept } = writeContentFiles(contentFileTexts(content, source), {
      dir,
      sample: copyOfSample,
      force,
      root: site,
      command: ownCommand('import'),
      display: sitePath,
      onStep,
    }));
  } catch (error) {
    if (!(error instanceof OwnerFileError)) throw error;
    log(`${error.message}\nNothing was written: run it again once that is fixed.`);
    return 1;
  }
  for (const note of notes) log(note);
  log(
    written.length > 0
      ? `wrote ${written.map((name) => `${label}/${name}`).join(', ')}`
      : 'wrote nothing: the files are up to date',
  );
  if (kept.length > 0)
    log(`kept ${kept.map((name) => `${label}/${name}`).join(', ')}: edited since (run again with --force to replace)`);
  // the sample owner's pictures and résumé, which the build refuses to publish under the new name
  const samples = sample
    ? sampleLeftIn(sample, {
        content,
        label,
        folders: [dir, join(root, 'public')],
        pathLabel: (path) => relative(root, path),
      })
    : [];
  const steps = [...todo.map((line) => `${label}/${line}`), ...samples];
  if (steps.length > 0) log(`still to do:\n${steps.map((line) => `  - ${line}`).join('\n')}`);
  // what the content has no place for, field by field: nothing of the résumé is dropped without a word
  if (leftOut.length > 0) log(`not imported:\n${leftOut.map((line) => `  - ${line}`).join('\n')}`);
  log('then: npm run dev (or npm run build) checks every field and names any problem');
  return 0;
}
